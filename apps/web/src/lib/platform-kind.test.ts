import { describe, expect, it } from 'vitest';
import { platformKind } from './platform-kind';

describe('platform icon fallback', () => {
  it('knows instagram, facebook and youtube, and uses a globe for the rest', () => {
    expect(platformKind('Instagram')).toBe('instagram');
    expect(platformKind('facebook')).toBe('facebook');
    expect(platformKind('YouTube')).toBe('youtube');
    expect(platformKind('You Tube')).toBe('youtube');
    expect(platformKind('LinkedIn')).toBe('globe');
    expect(platformKind(undefined)).toBe('globe');
  });
});
