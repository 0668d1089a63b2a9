// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Button, buttonVariants } from './button';

afterEach(cleanup);

const variants = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'hero',
  'success',
  'premium',
] as const;
const sizes = ['default', 'sm', 'lg', 'xl', 'icon'] as const;

describe('Button', () => {
  it('has the nine variants and five sizes of the SPEC, each styled differently', () => {
    const variantClasses = new Set(variants.map((variant) => buttonVariants({ variant })));
    const sizeClasses = new Set(sizes.map((size) => buttonVariants({ size })));
    expect(variantClasses.size).toBe(9);
    expect(sizeClasses.size).toBe(5);
  });

  it('is a type=button by default so it never submits a form by accident', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('type')).toBe('button');
  });

  it('styles its child instead when asChild is set', () => {
    render(
      <Button asChild variant="link">
        <a href="/faq">FAQ</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link.className).toContain('underline-offset-4');
  });
});
