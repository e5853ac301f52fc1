import { describe, expect, it } from 'vitest';
import { responsiveImageProps } from './responsiveImage';

describe('responsiveImageProps', () => {
  it('gives an image with stored widths its srcset and the layout width', () => {
    const image = { url: '/media/b.jpg', srcset: '/media/a.jpg 320w, /media/b.jpg 640w' };
    expect(responsiveImageProps(image, '270px')).toEqual({
      src: '/media/b.jpg',
      srcSet: '/media/a.jpg 320w, /media/b.jpg 640w',
      sizes: '270px',
    });
  });

  it('leaves an image stored before the widths existed with its single src', () => {
    expect(responsiveImageProps({ url: '/media/b.jpg' }, '270px')).toEqual({ src: '/media/b.jpg' });
  });
});
