// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OutOfHearts from './OutOfHearts';

afterEach(cleanup);

describe('OutOfHearts', () => {
  it('says when hearts refill and offers practice as the way to earn one back', () => {
    render(<OutOfHearts maxHearts={5} practiceHref="/practice/yoruba" />);
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.getByRole('link', { name: 'Practise to earn a heart' }).getAttribute('href')).toBe(
      '/practice/yoruba',
    );
  });

  it('offers no link where practice is not given', () => {
    render(<OutOfHearts maxHearts={5} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
