import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a button with its variant classes', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="outline" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('border', 'h-11', 'md:h-10');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('with asChild styles its child instead, keeping the child’s own props and classes', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Button asChild variant="outline" size="lg" className="mt-2" aria-describedby="note">
        <a href="/auth" className="w-full" onClick={onClick}>
          Login
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Login' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/auth');
    expect(link).toHaveAttribute('aria-describedby', 'note');
    expect(link).toHaveClass('border', 'h-11', 'mt-2', 'w-full');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
