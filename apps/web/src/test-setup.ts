import { configure } from '@testing-library/react';

// findBy*/waitFor wait for a condition, and give up after asyncUtilTimeout. Its default (1 s) is a
// race with the machine: the first lazy import of zod and a contract module (the forms' validation,
// lib/lazy-zod-resolver.ts) takes longer than that when CI's other core is busy. The cap is only
// reached by a test that is failing anyway, so a generous one costs nothing.
configure({ asyncUtilTimeout: 15_000 });
