import styled from '@emotion/styled';
import { Badge, Card, CardBody, CardMedia, Icon, IconAnchor, VisuallyHidden } from '@site/ui';
import { usePortfolioMessages } from '@/messages/en/portfolio';
import type { PortfolioProject } from '../data/projects';

const Root = styled(Card)`
  height: 100%;
`;

const Image = styled(CardMedia)`
  background: ${({ theme }) => theme.colors.bg.muted};
`;

const Body = styled(CardBody)`
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

export function ProjectCard({ project }: { project: PortfolioProject }) {
  const t = usePortfolioMessages();
  const words = t.items[project.id];
  return (
    <Root as="article" interactive hoverBorder="keep" flush aria-labelledby={`project-${project.id}`}>
      <Image src={project.image} alt={words.imageAlt} width={800} height={500} loading="lazy" />
      <Body padding={5}>
        <div>
          <Badge tone="accent">
            <VisuallyHidden>{t.category}</VisuallyHidden>
            {t.filters[project.category]}
          </Badge>
        </div>
        <h3 id={`project-${project.id}`} dir="auto">
          {project.title}
        </h3>
        <p>{words.description}</p>
        <Tags aria-label={t.technologies}>
          {project.technologies.map((tech) => (
            <li key={tech}>
              <Badge tone="neutral" dir="auto">
                {tech}
              </Badge>
            </li>
          ))}
        </Tags>
        <Links>
          <IconAnchor
            href={project.liveUrl}
            target="_blank"
            rel="noopener noreferrer"
            touchTarget
            aria-label={t.liveSiteName(project.title)}
          >
            <Icon name="external-link" size="1rem" />
            {t.liveSite}
          </IconAnchor>
          <IconAnchor
            href={project.githubUrl}
            target="_blank"
            rel="noopener noreferrer"
            touchTarget
            aria-label={t.sourceCodeName(project.title)}
          >
            <Icon name="github" size="1rem" />
            {t.sourceCode}
          </IconAnchor>
        </Links>
      </Body>
    </Root>
  );
}
