import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../../i18n/i18n.tsx";

/** The rich-text editor reports changes at most every 300 ms (docs/product.md, Editors' desk). */
export const CHANGE_DEBOUNCE_MS = 300;

/**
 * TipTap with the structure the server's allow-list keeps (headings 2–3, emphasis, lists, quotes, code,
 * links, rules); `read` is handed a function returning the current HTML, for saving without waiting.
 */
export default function RichEditor({
  value,
  labelId,
  onChange,
  read,
}: {
  value: string;
  labelId: string;
  onChange: (html: string) => void;
  read: (current: () => string) => void;
}) {
  const { t } = useTranslation("admin");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"] },
      }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class:
          "rich-text min-h-60 rounded-b-md border border-line bg-bg p-3 focus:outline-2 focus:outline-accent",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
      },
    },
    onUpdate: ({ editor: current }) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onChange(current.getHTML()), CHANGE_DEBOUNCE_MS);
    },
  });
  useEffect(() => {
    if (editor) read(() => editor.getHTML());
    return () => clearTimeout(timer.current);
  }, [editor, read]);
  if (!editor) return <div className="min-h-60 rounded-md border border-line bg-bg" aria-busy="true" />;

  const link = () => {
    const previous = editor.getAttributes("link").href as string | undefined;
    const href = window.prompt(t("editor.linkPrompt"), previous ?? "https://");
    if (href === null) return;
    if (href === "") editor.chain().focus().unsetLink().run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
  };
  const tools: { label: string; run: () => void; active?: boolean }[] = [
    {
      label: t("editor.bold"),
      run: () => editor.chain().focus().toggleBold().run(),
      active: editor.isActive("bold"),
    },
    {
      label: t("editor.italic"),
      run: () => editor.chain().focus().toggleItalic().run(),
      active: editor.isActive("italic"),
    },
    {
      label: t("editor.strike"),
      run: () => editor.chain().focus().toggleStrike().run(),
      active: editor.isActive("strike"),
    },
    {
      label: t("editor.heading2"),
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
      active: editor.isActive("heading", { level: 2 }),
    },
    {
      label: t("editor.heading3"),
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
      active: editor.isActive("heading", { level: 3 }),
    },
    {
      label: t("editor.bulletList"),
      run: () => editor.chain().focus().toggleBulletList().run(),
      active: editor.isActive("bulletList"),
    },
    {
      label: t("editor.orderedList"),
      run: () => editor.chain().focus().toggleOrderedList().run(),
      active: editor.isActive("orderedList"),
    },
    {
      label: t("editor.quote"),
      run: () => editor.chain().focus().toggleBlockquote().run(),
      active: editor.isActive("blockquote"),
    },
    {
      label: t("editor.code"),
      run: () => editor.chain().focus().toggleCode().run(),
      active: editor.isActive("code"),
    },
    { label: t("editor.link"), run: link, active: editor.isActive("link") },
    { label: t("editor.rule"), run: () => editor.chain().focus().setHorizontalRule().run() },
    { label: t("editor.undo"), run: () => editor.chain().focus().undo().run() },
    { label: t("editor.redo"), run: () => editor.chain().focus().redo().run() },
  ];
  return (
    <div>
      <div
        role="toolbar"
        aria-label={t("editor.toolbar")}
        className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-line bg-surface p-1"
      >
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            onClick={tool.run}
            aria-pressed={tool.active}
            className="rounded px-2 py-1 text-xs hover:bg-bg aria-pressed:bg-accent aria-pressed:text-bg"
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
