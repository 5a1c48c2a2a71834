import type { CarbonOrg } from '@platform/contract';
import { TreeSelect, type TreeSelectProps } from 'antd';

interface OrgNode {
  value: string;
  title: string;
  children: OrgNode[];
}
const nodesOf = (orgs: readonly CarbonOrg[]): OrgNode[] =>
  orgs.map((org) => ({ value: org.id, title: org.name, children: nodesOf(org.children ?? []) }));

/** The organisation tree as a form's select. */
export function OrgSelect({ orgs, ...props }: { orgs: readonly CarbonOrg[] } & TreeSelectProps<string>) {
  return (
    <TreeSelect<string>
      treeData={nodesOf(orgs)}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      {...props}
    />
  );
}
