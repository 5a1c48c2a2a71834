import { theme } from 'antd';

// dmn-js renders each rule as cells carrying data-row-id (the rule's id) and re-renders them as the
// table is edited: a style sheet keyed by those ids marks them whatever dmn-js does to its elements.
const RULE_ID = /^[A-Za-z_][\w.-]*$/;

/** Marks the rows of the rules a test matched, in the decision table under `.{scope}`. */
export function MatchedRows({ scope, ruleIds }: { scope: string; ruleIds: string[] }) {
  const { token } = theme.useToken();
  const selectors = ruleIds.filter((id) => RULE_ID.test(id)).map((id) => `.${scope} td[data-row-id="${id}"]`);
  if (selectors.length === 0) return null;
  return (
    <style>{`${selectors.join(',\n')} { background-color: ${token.colorWarningBg} !important; }`}</style>
  );
}
