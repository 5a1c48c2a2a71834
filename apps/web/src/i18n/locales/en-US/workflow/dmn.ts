import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/workflow/dmn';

export default {
  title: 'Decision tables',
  list: {
    title: 'Deployed decisions',
    empty: 'No decisions deployed yet',
    version: 'Version {{version}}',
    deployedAt: 'Deployed {{time}}',
    loadFailed: 'The decision could not be opened: {{reason}}',
  },
  actions: {
    new: 'New',
    import: 'Import',
    export: 'Export',
    deploy: 'Deploy',
  },
  document: {
    new: 'New document',
    file: 'File {{name}}',
    deployed: '{{key}} version {{version}}',
    unsaved: 'Changes not deployed',
    views: 'Views',
    drd: 'Requirements diagram',
    importFailed: 'The file could not be opened: {{reason}}',
    exportFailed: 'Export failed: {{reason}}',
  },
  unsaved: {
    title: 'Discard changes that are not deployed?',
    content: 'The document has changes that are not deployed; opening another document loses them.',
    ok: 'Discard changes',
    cancel: 'Cancel',
  },
  template: {
    definitionsName: 'New decision',
    decisionName: 'Decision 1',
    inputLabel: 'Input 1',
    outputLabel: 'Output 1',
  },
  deploy: {
    deployed: 'Deployed {{name}} ({{key}}) version {{version}}',
    refused: 'The deployment was refused; fix these problems:',
    element: 'Element {{element}}: ',
  },
  test: {
    title: 'Test decision',
    decision: 'Decision',
    noTable: 'The document has no decision table',
    noInputs: 'This decision table has no inputs',
    run: 'Run',
    yes: 'Yes',
    no: 'No',
    result: 'Result',
    matched: 'Matched rules',
    rule: 'Rule {{number}}',
    noMatch: 'No rule matched',
    refused: 'The decision could not be run:',
    empty: '(empty)',
  },
} satisfies Catalogue<typeof zh>;
