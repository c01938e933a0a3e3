import { Button, Hero, IconPlay, PhoneChatMockup } from '@renueva/ui';
import { home } from '../../content/home';
import { DemoButton } from '../../lead/DemoButton';
import { opens } from '../../loading/openers';

const { eyebrow, title, subtitle, badges, mockup } = home.hero;

/**
 * The hero: the promise, 'Solicitar demo', 'Ver presentación' (a video overlay loaded when asked, see
 * PresentationHost) and the phone.
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
        <Button variant="secondary" size="lg" {...opens('presentation')}>
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
