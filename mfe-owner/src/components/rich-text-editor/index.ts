export {
  RichTextEditor,
  RICH_TEXT_HEIGHT,
  RICH_TEXT_TEMPLATE_HEIGHT,
  type RichTextEditorProps,
} from './rich-text-editor';
export { RichTextField, type RichTextFieldProps } from './rich-text-field';
