/**
 * Test-only stand-ins for what ProseMirror (the rich-text editor) measures and jsdom does not lay out: the
 * rectangles of the selection (to scroll it into view) and the element at a point. Call in a test file's beforeAll.
 */
export function polyfillProseMirrorDom(): void {
  const emptyRect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = () => Object.assign([emptyRect], { item: () => emptyRect }) as unknown as DOMRectList;
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = () => emptyRect as DOMRect;
  Element.prototype.getClientRects = rects;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
}

/** Types into the focused editor one key at a time, letting ProseMirror read each change before the next. */
export async function typeInEditor(
  user: { keyboard: (text: string) => Promise<unknown> },
  text: string,
): Promise<void> {
  for (const key of text) {
    await user.keyboard(key === ' ' ? '[Space]' : key);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
