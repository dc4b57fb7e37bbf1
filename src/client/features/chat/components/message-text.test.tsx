import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectLinkTo } from '@client/testing/expect-link';
import { MessageText } from './message-text';

function renderText(text: string) {
  return render(
    <MemoryRouter>
      <MessageText text={text} />
    </MemoryRouter>,
  );
}

describe('MessageText', () => {
  it('shows a learning module as a titled card from the catalogue, never its raw path', () => {
    const { container } = renderText(
      'This might help: /resources/modules/work-stress. And /resources/modules/work-stress again.',
    );
    expect(container.textContent).not.toContain('/resources/modules');
    const cards = screen.getByRole('list', { name: 'Suggested reading' });
    const card = within(cards).getByRole('link', { name: /Managing Work Stress/ });
    expect(card).toHaveAttribute('href', '/resources/modules/work-stress');
    expect(card).toHaveTextContent('Learning module · 5 min read');
    // One card per module, however often the reply names it.
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getAllByText('Managing Work Stress', { selector: 'q' })).toHaveLength(2);
  });

  it('names the other tools by their page, and leaves unknown modules and outside URLs as text', () => {
    const { container } = renderText(
      'Try /meditation or write in /journal. Not /resources/modules/made-up or https://evil.example/x',
    );
    expectLinkTo('Breathing Exercises', '/meditation');
    expectLinkTo('your private journal', '/journal');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(container.textContent).toContain('/resources/modules/made-up');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
