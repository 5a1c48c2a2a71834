import { Empty, Flex, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReadStatus, useMessagePage } from '../../api/msg';
import { MESSAGE_PAGE_SIZE } from '../../components/pager/pagerRules';
import { MessageDialog } from '../messages/centre/MessageDialogs';
import { messageKind } from '../messages/centre/messageKind';
import { useMessageOpener } from '../messages/centre/useMessageOpener';
import { parseTime } from '../../utils/time';
import { Panel } from './Panel';

/** How many of the unread messages the home page lists; the bell's centre has them all. */
const SHOWN = 5;

const stay = () => undefined;

/**
 * The newest unread messages, opened as the message centre opens them (a task message leads to its
 * page). The centre's first page is asked for, so both share one cached answer.
 */
export function RecentMessages() {
  const { t } = useTranslation(['workflow', 'messages']);
  const { token } = theme.useToken();
  const list = useMessagePage(ReadStatus.unread, 1, MESSAGE_PAGE_SIZE);
  const items = (list.data?.items ?? []).slice(0, SHOWN);
  const opener = useMessageOpener(
    { status: ReadStatus.unread, page: 1, itemsOnPage: list.data?.items.length ?? 0, setPage: stay },
    stay,
  );
  const title = t('workbench.messages');
  return (
    <Panel
      title={title}
      extra={
        list.data?.total ? <Typography.Text type="secondary">{list.data.total}</Typography.Text> : undefined
      }
    >
      {items.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          style={{ margin: 8 }}
          description={list.isError ? t('workbench.messagesFailed') : t('workbench.messagesEmpty')}
        />
      ) : (
        items.map((message) => (
          <Flex
            key={message.id}
            justify="space-between"
            align="center"
            gap={token.marginSM}
            style={{ padding: `${token.paddingXS}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}
          >
            <Typography.Link ellipsis onClick={() => void opener.open(message, 'view')}>
              <span data-user-data>{message.title}</span>
            </Typography.Link>
            <Flex gap={4} align="center" style={{ flex: 'none' }}>
              <Tag>{t(`messages:centre.types.${messageKind(message)}`)}</Tag>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {parseTime(message.createtime, '{m}-{d} {h}:{i}')}
              </Typography.Text>
            </Flex>
          </Flex>
        ))
      )}
      <MessageDialog dialog={opener.dialog} onClose={opener.closeDialog} />
    </Panel>
  );
}
