export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
export { EDITOR_TOOLBAR, EDITOR_FORMATS } from './editorConfig';
