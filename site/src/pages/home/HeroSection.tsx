import { Button, Hero, IconPlay, PhoneChatMockup } from '@renueva/ui';
import { lazy, Suspense, useState } from 'react';
import { home } from '../../content/home';
import { DemoButton } from '../../lead/DemoButton';

const { eyebrow, title, subtitle, badges, mockup } = home.hero;
const Presentation = lazy(() => import('./Presentation'));

/** The hero: the promise, 'Solicitar demo', 'Ver presentación' (a video overlay loaded when asked) and the phone. */
export function HeroSection() {
  const [presenting, setPresenting] = useState(false);
  return (
    <>
      <Hero
        eyebrow={eyebrow}
        title={title}
        subtitle={subtitle}
        badges={badges.map((label) => ({ label }))}
        primaryAction={<DemoButton size="lg" />}
        secondaryAction={
          <Button variant="secondary" size="lg" onPress={() => setPresenting(true)}>
            <IconPlay /> {home.hero.presentation}
          </Button>
        }
        media={
          <PhoneChatMockup
            label={mockup.label}
            title={mockup.title}
            status={mockup.status}
            messages={[...mockup.messages]}
            placeholder={mockup.placeholder}
          />
        }
      />
      {presenting && (
        <Suspense fallback={null}>
          <Presentation onClose={() => setPresenting(false)} />
        </Suspense>
      )}
    </>
  );
}
