import { attachment, pdfAttachment, videoAttachment } from '../attachments/attachment-test-kit';
import { neighbourImageUrls, swipeDirection, wrapIndex } from './carousel-navigation';

describe('carousel navigation', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('preloads the images on either side of the current file, wrapping', () => {
    const first = attachment();
    const middle = videoAttachment();
    const last = attachment();
    const items = [first, middle, last, pdfAttachment()];
    // Beside the first: the PDF (wrapping) and the video, neither an image.
    expect(neighbourImageUrls(items, 0)).toEqual([]);
    expect(neighbourImageUrls(items, 1).sort()).toEqual([first.signed_url, last.signed_url].sort());
    expect(neighbourImageUrls([first, last], 0)).toEqual([last.signed_url]);
    expect(neighbourImageUrls([first], 0)).toEqual([]);
  });

  it('turns a horizontal swipe of 50 px or more into a move', () => {
    expect(swipeDirection({ x: 200, y: 0 }, { x: 140, y: 5 })).toBe(1);
    expect(swipeDirection({ x: 100, y: 0 }, { x: 160, y: 5 })).toBe(-1);
    expect(swipeDirection({ x: 100, y: 0 }, { x: 140, y: 0 })).toBe(0);
    expect(swipeDirection({ x: 100, y: 0 }, { x: 180, y: 200 })).toBe(0);
  });
});
