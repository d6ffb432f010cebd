import { sniffImage } from './sniff';
import { PNG } from '../../test/fixtures';

describe('image sniffing', () => {
  it('recognises PNG, JPEG, GIF and WebP by their bytes', () => {
    expect(sniffImage(PNG)?.mime).toBe('image/png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]))?.ext).toBe('jpg');
    expect(sniffImage(Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\x00', 'latin1'))?.ext).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))?.ext).toBe('webp');
  });

  it('refuses everything else, SVG included', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<html>', 'GIF8', 'RIFF....WAVEfmt ', '%PDF-1.7', '']) {
      expect(sniffImage(Buffer.from(text))).toBeUndefined();
    }
    expect(sniffImage(PNG.subarray(0, 8))).toBeUndefined();
  });
});
