import styled from '@emotion/styled';
import { Badge, Card, CardBody, CardMedia, Icon, IconAnchor, VisuallyHidden } from '@site/ui';
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
  return (
    <Root as="article" interactive hoverBorder="keep" flush aria-labelledby={`project-${project.id}`}>
      <Image src={project.image} alt={project.imageAlt} width={800} height={500} loading="lazy" />
      <Body padding={5}>
        <div>
          <Badge tone="accent">
            <VisuallyHidden>Category: </VisuallyHidden>
            {project.category}
          </Badge>
        </div>
        <h3 id={`project-${project.id}`}>{project.title}</h3>
        <p>{project.description}</p>
        <Tags aria-label="Technologies">
          {project.technologies.map((tech) => (
            <li key={tech}>
              <Badge tone="neutral">{tech}</Badge>
            </li>
          ))}
        </Tags>
        <Links>
          <IconAnchor href={project.liveUrl} target="_blank" rel="noopener noreferrer" touchTarget>
            <Icon name="external-link" size="1rem" />
            Live Site
            <VisuallyHidden> of {project.title} (opens in a new tab)</VisuallyHidden>
          </IconAnchor>
          <IconAnchor href={project.githubUrl} target="_blank" rel="noopener noreferrer" touchTarget>
            <Icon name="github" size="1rem" />
            Source Code
            <VisuallyHidden> of {project.title} (opens in a new tab)</VisuallyHidden>
          </IconAnchor>
        </Links>
      </Body>
    </Root>
  );
}
