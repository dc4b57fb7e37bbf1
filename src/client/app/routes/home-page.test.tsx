import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setUser } from '@client/features/auth/api/get-user';
import HomePage from './home-page';

// Every section stands in for the real one (each has its own tests); the test counts how often
// the page renders them.
const sectionRenders = vi.hoisted(() => ({ count: 0 }));
const section = vi.hoisted(() => (name: string) => () => {
  sectionRenders.count += 1;
  return <h2>{name}</h2>;
});
vi.mock('@client/features/home/components/hero-section', () => ({ HeroSection: section('Hero') }));
vi.mock('@client/features/home/components/stats-carousel', () => ({
  StatsCarousel: section('Stats'),
}));
vi.mock('@client/features/home/components/tools-section', () => ({
  ToolsSection: section('Tools'),
}));
vi.mock('@client/features/home/components/why-section', () => ({ WhySection: section('Why') }));
vi.mock('@client/features/home/components/how-it-works-section', () => ({
  HowItWorksSection: section('How'),
}));
vi.mock('@client/features/home/components/breathing-preview-section', () => ({
  BreathingPreviewSection: section('Breathing'),
}));
vi.mock('@client/features/home/components/about-ai-section', () => ({
  AboutAiSection: section('About AI'),
}));
vi.mock('@client/features/home/components/founder-teaser-section', () => ({
  FounderTeaserSection: section('Founder'),
}));
// The signed-in band's own content (mood row, journal) has its own tests.
vi.mock('./home-welcome-back', () => ({
  default: ({ username }: { username: string }) => <p>Welcome back, {username}</p>,
}));

describe('HomePage', () => {
  // React re-renders a store's subscribers synchronously, in one task: with the whole page
  // subscribed, the user's arrival re-rendered every section, a 150-500 ms long task on `/`
  // under Lighthouse's throttling. Only the welcome line may wait on the user.
  it('shows the welcome band when the user arrives without rendering the page again', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Hero' })).toBeInTheDocument();
    expect(sectionRenders.count).toBe(8);

    act(() => setUser({ id: 1, username: 'dave' }));

    expect(await screen.findByText('Welcome back, dave')).toBeInTheDocument();
    expect(sectionRenders.count).toBe(8);
  });
});
