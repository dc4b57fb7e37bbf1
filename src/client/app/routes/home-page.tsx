import { lazy, Suspense } from 'react';
import { useUser } from '@client/features/auth/api/get-user';
import { AboutAiSection } from '@client/features/home/components/about-ai-section';
import { BreathingPreviewSection } from '@client/features/home/components/breathing-preview-section';
import { FounderTeaserSection } from '@client/features/home/components/founder-teaser-section';
import { HeroSection } from '@client/features/home/components/hero-section';
import { HowItWorksSection } from '@client/features/home/components/how-it-works-section';
import { StatsCarousel } from '@client/features/home/components/stats-carousel';
import { ToolsSection } from '@client/features/home/components/tools-section';
import { WhySection } from '@client/features/home/components/why-section';

const HomeWelcomeBack = lazy(() => import('./home-welcome-back'));

// Only this line waits on the user, so only it re-renders when the answer arrives.
function WelcomeBackWhenSignedIn() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <HomeWelcomeBack username={user.username} />
    </Suspense>
  );
}

export default function HomePage() {
  return (
    <>
      <WelcomeBackWhenSignedIn />
      <HeroSection />
      <StatsCarousel />
      <ToolsSection />
      <WhySection />
      <HowItWorksSection />
      <BreathingPreviewSection />
      <AboutAiSection />
      <FounderTeaserSection />
    </>
  );
}
