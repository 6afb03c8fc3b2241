// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import FilterSelect from './FilterSelect';

afterEach(cleanup);

describe('FilterSelect', () => {
  it("is a labelled menu with the 'any' choice first, and reports the value picked", async () => {
    const picked: string[] = [];
    const user = userEvent.setup();
    render(
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        value=""
        options={[
          { value: 'pending', label: 'Pending' },
          { value: 'approved', label: 'Approved' },
        ]}
        onChange={(value) => picked.push(value)}
      />,
    );
    const menu = screen.getByLabelText<HTMLSelectElement>('Status');
    expect(Array.from(menu.options, (o) => [o.value, o.text])).toEqual([
      ['', 'Any status'],
      ['pending', 'Pending'],
      ['approved', 'Approved'],
    ]);
    await user.selectOptions(menu, 'Approved');
    expect(picked).toEqual(['approved']);
  });
});
