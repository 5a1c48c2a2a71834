// The administrator's message sending screen (menu /msg-send): write a message to users, role holders
// or the whole tenant through the chosen channels, and follow its delivery.
import { Space } from 'antd';
import { SendForm } from './SendForm';
import { SendHistory } from './SendHistory';

export default function MessageSendPage() {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <SendForm />
      <SendHistory />
    </Space>
  );
}
