// Menu records name their icon as a string (spec §3 meta.icon); these are the ones our menus use.
// An unknown name shows no icon rather than a wrong one.
import {
  AppstoreOutlined,
  AuditOutlined,
  CarryOutOutlined,
  CloudOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  InboxOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const icons: ReadonlyMap<string, ReactNode> = new Map([
  ['appstore', <AppstoreOutlined />],
  ['audit', <AuditOutlined />],
  ['carry-out', <CarryOutOutlined />],
  ['cloud', <CloudOutlined />],
  ['file-protect', <FileProtectOutlined />],
  ['file-text', <FileTextOutlined />],
  ['form', <FormOutlined />],
  ['home', <HomeOutlined />],
  ['inbox', <InboxOutlined />],
  ['profile', <ProfileOutlined />],
  ['question-circle', <QuestionCircleOutlined />],
  ['safety-certificate', <SafetyCertificateOutlined />],
  ['schedule', <ScheduleOutlined />],
  ['setting', <SettingOutlined />],
  ['solution', <SolutionOutlined />],
  ['team', <TeamOutlined />],
  ['trophy', <TrophyOutlined />],
  ['unordered-list', <UnorderedListOutlined />],
  ['user', <UserOutlined />],
]);

export function menuIcon(name: string | undefined): ReactNode {
  return name ? icons.get(name) : undefined;
}
