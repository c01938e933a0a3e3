import { Badge, IconChat, IconMic, IconVideo, Section, ShowcaseCard, ShowcaseGrid, Stack } from '@renueva/ui';
import { home } from '../../../content/home';
import { assistantVersions } from '../../../content/offer';
import { DemoButton } from '../../../lead/DemoButton';

const { id, eyebrow, title, intro, versions, badge } = home.showcase;
const icons = { chat: IconChat, voice: IconMic, avatar: IconVideo };
const spend = { chat: 'low', voice: 'medium', avatar: 'high' } as const;

export default function Showcase() {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <Stack gap="10" align="center">
        <ShowcaseGrid>
          {assistantVersions.map((version) => {
            const Icon = icons[version.id];
            return (
              <ShowcaseCard
                key={version.id}
                icon={<Icon />}
                name={version.name}
                description={versions[version.id].description}
                spend={spend[version.id]}
                features={versions[version.id].features.map((label) => ({ label }))}
                {...(version.id === 'chat' && {
                  badge: <Badge tone="strong">{badge}</Badge>,
                  highlighted: true,
                })}
              />
            );
          })}
        </ShowcaseGrid>
        <DemoButton size="lg" />
      </Stack>
    </Section>
  );
}
