import { Button, Hero, IconPlay, PhoneChatMockup } from '@renueva/ui';
import { home } from '../../content/home';
import { DemoButton } from '../../lead/DemoButton';
import { PRESENTATION_ID } from './Presentation';

const { eyebrow, title, subtitle, badges, mockup } = home.hero;

/**
 * The hero: the promise, 'Solicitar demo', 'Ver presentación' (the video overlay in the page's HTML,
 * see Presentation.tsx) and the phone.
 */
export function HeroSection() {
  return (
    <Hero
      eyebrow={eyebrow}
      title={title}
      subtitle={subtitle}
      badges={badges.map((label) => ({ label }))}
      primaryAction={<DemoButton size="lg" />}
      secondaryAction={
        <Button variant="secondary" size="lg" opensDialog={PRESENTATION_ID}>
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
  );
}
