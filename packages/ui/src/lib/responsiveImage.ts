/** An image as the contract's `ResponsiveImageRef`: its `url`, and a `srcset` when the server keeps other widths. */
export type ResponsiveImage = { url: string; srcset?: string };

/**
 * The `<img>` attributes of an image shown `sizes` wide (ADR 0078): the browser picks the narrowest
 * stored width that fills that many CSS pixels on its screen. An image without widths (stored before the server
 * made them) keeps its single `src`.
 */
export function responsiveImageProps(
  image: ResponsiveImage,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  return image.srcset ? { src: image.url, srcSet: image.srcset, sizes } : { src: image.url };
}
