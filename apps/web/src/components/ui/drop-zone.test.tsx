import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropZone } from './drop-zone';

afterEach(cleanup);

const files = [
  new File(['a'], 'a.png', { type: 'image/png' }),
  new File(['b'], 'b.png', { type: 'image/png' }),
];

function renderZone(disabled: boolean) {
  const onDrop = vi.fn();
  render(
    <DropZone htmlFor="pick" disabled={disabled} onDrop={onDrop}>
      <input id="pick" type="file" aria-label="Upload file" className="sr-only" />
      Drag & drop or click
    </DropZone>,
  );
  return { onDrop, zone: screen.getByText('Drag & drop or click') };
}

describe('DropZone', () => {
  it('is the label of its file input, so a click opens the picker', () => {
    renderZone(false);
    expect(screen.getByLabelText('Upload file')).toBeTruthy();
    expect(screen.getByText('Drag & drop or click').tagName).toBe('LABEL');
  });

  it('lights up while a drag is over it and hands over every dropped file', () => {
    const { onDrop, zone } = renderZone(false);
    fireEvent.dragOver(zone);
    expect(zone.className).toContain('border-brand-500');
    fireEvent.dragLeave(zone);
    expect(zone.className).not.toContain('border-brand-500');
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(onDrop).toHaveBeenCalledWith(files);
  });

  it('ignores drops while disabled', () => {
    const { onDrop, zone } = renderZone(true);
    fireEvent.dragOver(zone);
    expect(zone.className).not.toContain('border-brand-500');
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(onDrop).not.toHaveBeenCalled();
  });
});
