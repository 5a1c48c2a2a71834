import { Spin } from 'antd';
import { useGlobalLoading } from '../api/loading';

export function GlobalLoading() {
  const text = useGlobalLoading((state) => state.text);
  return <Spin fullscreen spinning={text !== null} description={text} />;
}
