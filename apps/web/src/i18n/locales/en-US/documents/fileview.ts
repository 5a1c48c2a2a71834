import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/documents/fileview';

export default {
  title: 'File preview',
  preview: 'Preview',
  download: 'Download',
  loading: 'Loading the file…',
  rendering: 'Rendering…',
  signIn: 'Sign in',
  refusal: {
    missing: 'No file address was given',
    offSite: 'Only files of this site can be previewed; this address was refused',
    signIn: 'Please sign in to view this file',
    forbidden: 'You are not allowed to view this file',
    notFound: 'The file does not exist or has been deleted',
    failed: 'The file could not be loaded, please try again later',
  },
  unreadable: 'The file cannot be opened; it may be damaged or not of its stated type: {{reason}}',
  unsupported: {
    title: 'This type of file cannot be previewed online',
    hint: 'Download it and open it with a program on your computer.',
  },
  pptx: {
    title: 'Presentations cannot be previewed online',
    hint: 'No reliable in-browser renderer for presentations exists; download it and open it with PowerPoint or WPS.',
  },
  pdf: {
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page',
    pageCount: '/ {{total}}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fitWidth: 'Fit width',
    search: 'Find text',
    searchPrevious: 'Previous',
    searchNext: 'Next',
    matches: '{{current}} / {{total}}',
    noMatch: 'No match',
    print: 'Print',
    encrypted: 'This PDF is password-protected and cannot be previewed',
  },
  image: {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    rotateLeft: 'Rotate left',
    rotateRight: 'Rotate right',
    reset: 'Reset',
  },
  text: {
    truncated: 'The file is large; only the first {{count}} lines are shown',
  },
  sheet: {
    truncated: 'The sheet is large; only the first {{rows}} rows and {{columns}} columns are shown',
    empty: 'The workbook has no sheet to show',
  },
} satisfies Catalogue<typeof zh>;
