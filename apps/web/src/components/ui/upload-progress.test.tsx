import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress';

afterEach(cleanup);

describe('UploadProgress', () => {
  it('while uploading: a bar named after the file with its 0–100 values, and "Uploading... N%"', () => {
    render(<UploadProgress fileName="reel.mp4" status={{ state: 'uploading', progress: 42 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload of reel.mp4' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Uploading... 42%')).toBeTruthy();
  });

  it('says "Uploaded" when done, and the error when it failed', () => {
    const { rerender } = render(
      <UploadProgress fileName="a.png" status={{ state: 'done', progress: 100 }} bar="sm" />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Uploaded')).toBeTruthy();
    rerender(
      <UploadProgress fileName="a.png" status={{ state: 'error', progress: 30, error: 'Too large.' }} />,
    );
    expect(screen.getByText('Too large.')).toBeTruthy();
  });

  it('bar="none" shows only the line', () => {
    render(<UploadProgress fileName="a.png" status={{ state: 'uploading', progress: 5 }} bar="none" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Uploading... 5%')).toBeTruthy();
  });
});
