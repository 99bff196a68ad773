// The textarea shares the input's look; it lives with Input so the two never drift apart.
export { Textarea } from './input';
