import { describe, expect, it } from 'vitest';
import { linkOnPlatform } from './platform-links.ts';

describe('post links and their platform', () => {
  it('knows a platform’s own sites, subdomains included, and says nothing of unknown platforms', () => {
    expect(linkOnPlatform('Instagram', 'https://www.instagram.com/p/abc/')).toBe(true);
    expect(linkOnPlatform('YouTube', 'https://youtu.be/xyz')).toBe(true);
    expect(linkOnPlatform('Instagram', 'https://www.youtube.com/watch?v=1')).toBe(false);
    expect(linkOnPlatform('Instagram', 'https://instagram.com.evil.example/p/1')).toBe(false);
    expect(linkOnPlatform('Blog', 'https://example.in/post')).toBeNull();
    expect(linkOnPlatform('Instagram', 'not a link')).toBeNull();
  });
});
