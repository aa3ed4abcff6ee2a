// The resource body editor: TipTap, set up to offer exactly what the site renders for a resource
// (rich-text-convert.ts): paragraphs, headings 2 to 4, bold, italic, links, bulleted and numbered
// lists and quotes. Loaded only in the staff editor, after the page is on screen (a dynamic
// import), so TipTap never reaches the public pages' bundles. TipTap's own injected <style> is
// off: the site's CSP allows no inline styles, and staff.module.css styles the editor instead.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, Link, List, ListOrdered, Quote, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { HEADING_LEVELS, isSafeHref, type EditorDoc } from './rich-text-convert';
import styles from './staff.module.css';
import { FieldError } from './field-error';

export interface RichTextEditorProps {
  initial: EditorDoc;
  onChange: (doc: EditorDoc) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

type Block = 'paragraph' | `h${(typeof HEADING_LEVELS)[number]}`;

function ToolbarButton({ label, icon: Icon, pressed, onClick, disabled }: { label: string; icon: LucideIcon; pressed?: boolean; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      className={`${styles.toolButton} ${pressed ? styles.toolButtonOn : ''}`}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      disabled={disabled}
      // Keep the text selection in the editor when the button is clicked.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      <Icon size={16} aria-hidden="true" />
    </button>
  );
}

function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  function apply(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const url = href.trim();
    if (!url) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    if (!isSafeHref(url)) {
      setError('Use an address starting with https://, http://, / (a page of this site), mailto: or tel:');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    onClose();
  }

  // A <div>, not a nested <form>: it sits inside the resource form.
  return (
    <div
      className={styles.linkForm}
      role="group"
      aria-labelledby={`${id}-label`}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply(e);
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
          editor.commands.focus();
        }
      }}
    >
      <label id={`${id}-label`} htmlFor={`${id}-href`} className={styles.hint}>
        Link address
      </label>
      <input
        ref={input}
        id={`${id}-href`}
        type="text"
        inputMode="url"
        value={href}
        onChange={(e) => setHref(e.target.value)}
        placeholder="https://… or /contact-us"
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="button" className={`${styles.button} ${styles.buttonPrimary}`} onClick={apply}>
        Apply
      </button>
      {current ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          Remove link
        </button>
      ) : null}
      <button
        type="button"
        className={`${styles.button} ${styles.buttonQuiet}`}
        onClick={() => {
          onClose();
          editor.commands.focus();
        }}
      >
        Cancel
      </button>
      <FieldError id={id} error={error} />
    </div>
  );
}

export default function RichTextEditor({ initial, onChange, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADING_LEVELS] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        hardBreak: false,
        dropcursor: false,
        gapcursor: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isSafeHref(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
    ],
    content: initial,
    editorProps: {
      attributes: {
        class: `${styles.editorSurface} prose`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getJSON() as EditorDoc),
  });

  const active = useEditorState({
    editor,
    // From this render's editor, not the snapshot's: the snapshot stays empty until the first
    // transaction after the editor is created (TipTap 3 does not announce the creation).
    selector: () => {
      const e = editor;
      if (!e) return null;
      const block: Block = e.isActive('heading', { level: 2 }) ? 'h2' : e.isActive('heading', { level: 3 }) ? 'h3' : e.isActive('heading', { level: 4 }) ? 'h4' : 'paragraph';
      return {
        block,
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        link: e.isActive('link'),
        bullet: e.isActive('bulletList'),
        ordered: e.isActive('orderedList'),
        quote: e.isActive('blockquote'),
        undo: e.can().undo(),
        redo: e.can().redo(),
      };
    },
  });

  if (!editor || !active) return <div className={styles.editorLoading}>Loading the editor…</div>;

  const setBlock = (value: string) => {
    const chain = editor.chain().focus();
    if (value === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: Number(value.slice(1)) as 2 | 3 | 4 }).run();
  };

  return (
    <div className={`${styles.editor} ${invalid ? styles.editorInvalid : ''}`}>
      <div role="toolbar" aria-label="Formatting" className={styles.toolbarRow}>
        <label className="visually-hidden" htmlFor={`${labelledBy}-block`}>
          Text style
        </label>
        <select id={`${labelledBy}-block`} className={styles.toolSelect} value={active.block} onChange={(e) => setBlock(e.target.value)}>
          <option value="paragraph">Paragraph</option>
          <option value="h2">Heading</option>
          <option value="h3">Subheading</option>
          <option value="h4">Minor heading</option>
        </select>
        <span className={styles.toolDivider} aria-hidden="true" />
        <ToolbarButton label="Bold" icon={Bold} pressed={active.bold} onClick={() => editor.chain().focus().toggleBold().run()} />
        <ToolbarButton label="Italic" icon={Italic} pressed={active.italic} onClick={() => editor.chain().focus().toggleItalic().run()} />
        <ToolbarButton label="Link" icon={Link} pressed={active.link || linking} onClick={() => setLinking((v) => !v)} />
        <span className={styles.toolDivider} aria-hidden="true" />
        <ToolbarButton label="Bulleted list" icon={List} pressed={active.bullet} onClick={() => editor.chain().focus().toggleBulletList().run()} />
        <ToolbarButton label="Numbered list" icon={ListOrdered} pressed={active.ordered} onClick={() => editor.chain().focus().toggleOrderedList().run()} />
        <ToolbarButton label="Quote" icon={Quote} pressed={active.quote} onClick={() => editor.chain().focus().toggleBlockquote().run()} />
        <span className={styles.toolDivider} aria-hidden="true" />
        <ToolbarButton label="Undo" icon={Undo2} disabled={!active.undo} onClick={() => editor.chain().focus().undo().run()} />
        <ToolbarButton label="Redo" icon={Redo2} disabled={!active.redo} onClick={() => editor.chain().focus().redo().run()} />
      </div>
      {linking ? <LinkForm editor={editor} onClose={() => setLinking(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
