// The navigation bar's parts and their looks (nav-bar.tsx puts them together).
import styled from '@emotion/styled';
import { Link } from '@site/router';
import { Container } from '@site/ui';

export const Bar = styled.header<{ transparent: boolean }>`
  /* The menu button shows a cross while the menu is open, before any script too. */
  .menu-close,
  &:has(:popover-open) .menu-open {
    display: none;
  }
  &:has(:popover-open) .menu-close {
    display: block;
  }
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  height: ${({ theme }) => theme.layout.navHeight};
  display: flex;
  align-items: center;
  background: ${({ transparent, theme }) =>
    transparent ? theme.colors.bg.inverseSubtle : theme.colors.bg.surface};
  backdrop-filter: ${({ transparent }) => (transparent ? 'blur(6px)' : 'none')};
  box-shadow: ${({ transparent, theme }) => (transparent ? 'none' : theme.shadows.md)};
  color: ${({ transparent, theme }) => (transparent ? theme.colors.fg.inverse : theme.colors.fg.default)};
  transition:
    background-color ${({ theme }) => theme.durations.normal} ease,
    box-shadow ${({ theme }) => theme.durations.normal} ease,
    color ${({ theme }) => theme.durations.normal} ease;
`;

export const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

export const DesktopNav = styled.nav`
  display: none;
  ${({ theme }) => theme.mq.xl} {
    display: block;
  }
  ul {
    display: flex;
    list-style: none;
    padding: 0;
  }
`;

export const NavLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space[2]} 0.375rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: inherit;
  font-size: 0.9375rem;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Actions = styled.div`
  display: none;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.mq.xl} {
    display: flex;
  }
`;

export const MenuButton = styled.button`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  ${({ theme }) => theme.mq.xl} {
    display: none;
  }
`;

/**
 * The phone menu: a native popover (`popover="auto"`: its button opens it, Escape and a tap
 * outside close it, without script). Hidden unless open: by the browser's popover rules, or by
 * the \`open\` class where a browser has no popover (nav-bar.tsx's fallback).
 */
export const MobilePanel = styled.nav`
  display: none;
  &:popover-open {
    display: block;
  }
  &.open {
    display: block;
  }
  position: fixed;
  inset: ${({ theme }) => theme.layout.navHeight} 0 auto 0;
  width: 100%;
  height: auto;
  margin: 0;
  padding: 0;
  border: none;
  max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border.subtle};
  ul {
    list-style: none;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  }
  li a {
    display: block;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border.subtle};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .actions {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
  }
  ${({ theme }) => theme.mq.xl} {
    display: none;
  }
`;
