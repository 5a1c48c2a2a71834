// The rich-text editor of the content pages (tiptap's starter kit: headings, lists, quotes, links,
// basic marks). Loaded with the page that needs it, never with the shell. It hands out HTML, which the
// server sanitises before keeping it.
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Space, Tooltip } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../content/content.css';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
}

/** Links the server keeps: http(s), mailto, tel, site paths and anchors. */
const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

export default function RichTextEditor({ value, onChange }: RichTextEditorProps) {
  // The HTML the editor holds (what it last handed out, or was given): a value from outside that
  // differs is another version loaded (another kind, language, a restore) and replaces the content.
  const held = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, isAllowedUri: (url) => SAFE_LINK.test(url) },
      }),
    ],
    content: value,
    onUpdate: ({ editor: e }) => {
      held.current = e.isEmpty ? '' : e.getHTML();
      onChange(held.current);
    },
  });
  useEffect(() => {
    if (editor.isDestroyed || value === held.current) return;
    held.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className="content-editor">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} className="content-page-body content-editor-area" />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('documents', { keyPrefix: 'content.admin.toolbar' });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (
    name: string,
    label: string,
    icon: ReactNode,
    on: boolean,
    run: () => void,
    disabled = false,
  ) => (
    <Tooltip title={label} key={name}>
      <Button
        size="small"
        type={on ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={on}
        icon={icon}
        disabled={disabled}
        onClick={run}
      />
    </Tooltip>
  );
  const textTool = (name: string, label: string, text: string, on: boolean, run: () => void) => (
    <Tooltip title={label} key={name}>
      <Button size="small" type={on ? 'primary' : 'text'} aria-label={label} aria-pressed={on} onClick={run}>
        {text}
      </Button>
    </Tooltip>
  );
  const setLink = () => {
    if (active.link) {
      chain().unsetLink().run();
      return;
    }
    const href = window.prompt(t('linkPrompt'), 'https://');
    if (href && SAFE_LINK.test(href.trim()))
      chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <Space size={2} wrap className="content-editor-toolbar" role="toolbar">
      {textTool('h2', t('h2'), 'H2', active.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {textTool('h3', t('h3'), 'H3', active.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {textTool('p', t('paragraph'), '¶', false, () => chain().setParagraph().run())}
      <Divider orientation="vertical" />
      {tool('bold', t('bold'), <BoldOutlined />, active.bold, () => chain().toggleBold().run())}
      {tool('italic', t('italic'), <ItalicOutlined />, active.italic, () => chain().toggleItalic().run())}
      {tool('strike', t('strike'), <StrikethroughOutlined />, active.strike, () =>
        chain().toggleStrike().run(),
      )}
      <Divider orientation="vertical" />
      {tool('bullet', t('bullet'), <UnorderedListOutlined />, active.bullet, () =>
        chain().toggleBulletList().run(),
      )}
      {tool('ordered', t('ordered'), <OrderedListOutlined />, active.ordered, () =>
        chain().toggleOrderedList().run(),
      )}
      {textTool('quote', t('quote'), '“ ”', active.quote, () => chain().toggleBlockquote().run())}
      {tool('link', t('link'), <LinkOutlined />, active.link, setLink)}
      <Divider orientation="vertical" />
      {tool('undo', t('undo'), <UndoOutlined />, false, () => chain().undo().run(), !active.undo)}
      {tool('redo', t('redo'), <RedoOutlined />, false, () => chain().redo().run(), !active.redo)}
    </Space>
  );
}
