// Keeping the active tag in sight on a bar that scrolls sideways (spec §9: tag scroll padding 4).

/** Space kept between the active tag and the edge of the bar. */
export const TAG_SCROLL_PADDING = 4;

export interface ScrollBox {
  /** The bar's current horizontal scroll offset and visible width. */
  scrollLeft: number;
  width: number;
}

export interface TagBox {
  /** The tag's offset from the start of the bar's content, and its width. */
  left: number;
  width: number;
}

/**
 * The scroll offset that shows `tag` whole with the padding around it, moving the bar as little as
 * possible: not at all when the tag is already in sight.
 */
export function scrollLeftToReveal(bar: ScrollBox, tag: TagBox, padding = TAG_SCROLL_PADDING): number {
  const start = tag.left - padding;
  const end = tag.left + tag.width + padding;
  if (start < bar.scrollLeft) return Math.max(0, start);
  if (end > bar.scrollLeft + bar.width) return Math.max(0, end - bar.width);
  return bar.scrollLeft;
}
