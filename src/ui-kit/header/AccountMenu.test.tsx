// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHeader, SIGNED_IN } from './test-support';

afterEach(() => {
  cleanup();
});

function setup() {
  const view = renderHeader({ site: SIGNED_IN });
  const button = screen.getByRole('button', { name: 'Ada Lovelace' });
  const menu = () => document.getElementById(button.getAttribute('aria-controls')!)!;
  const popup = () => menu().parentElement!;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true' && !popup().hidden;
  const isClosed = () => button.getAttribute('aria-expanded') === 'false' && popup().hidden;
  const items = () => Array.from(menu().querySelectorAll<HTMLElement>('[role="menuitem"]'));
  return { ...view, button, menu, isOpen, isClosed, items };
}

describe('AccountMenu', () => {
  it('starts closed, opens on its button with focus on the first item, and closes on it again', () => {
    const { button, isOpen, isClosed, items } = setup();
    expect(isClosed()).toBe(true);
    fireEvent.click(button);
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(items()[0]);
    fireEvent.click(button);
    expect(isClosed()).toBe(true);
  });

  it('closes on a press outside, but not on one inside', () => {
    const { button, menu, isOpen, isClosed } = setup();
    fireEvent.click(button);
    fireEvent.mouseDown(menu());
    expect(isOpen()).toBe(true);
    fireEvent.mouseDown(document.body);
    expect(isClosed()).toBe(true);
  });

  it('closes on a touch outside', () => {
    const { button, isClosed } = setup();
    fireEvent.click(button);
    fireEvent.touchStart(document.body);
    expect(isClosed()).toBe(true);
  });

  it('closes on Escape and returns focus to its button', () => {
    const { button, isOpen, isClosed, items } = setup();
    fireEvent.click(button);
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(items()[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', keyCode: 27 });
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('moves through the items with the arrow keys, wrapping, and Home/End', () => {
    const { button, menu, items } = setup();
    fireEvent.click(button);
    const [dashboard, settings, logOut] = items();
    fireEvent.keyDown(menu(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(settings);
    fireEvent.keyDown(menu(), { key: 'ArrowDown' });
    fireEvent.keyDown(menu(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(dashboard);
    fireEvent.keyDown(menu(), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(logOut);
    fireEvent.keyDown(menu(), { key: 'Home' });
    expect(document.activeElement).toBe(dashboard);
    fireEvent.keyDown(menu(), { key: 'End' });
    expect(document.activeElement).toBe(logOut);
  });

  it('closes when focus leaves it for the rest of the page', () => {
    const { button, isOpen, isClosed, items } = setup();
    fireEvent.click(button);
    const search = screen.getByRole('searchbox');
    fireEvent.focusOut(items()[0]!, { relatedTarget: screen.getByRole('combobox', { name: 'Language' }) });
    expect(isOpen()).toBe(true);
    fireEvent.focusOut(items()[0]!, { relatedTarget: search });
    expect(isClosed()).toBe(true);
  });

  it('holds the language picker for signed-in viewers', () => {
    const { button, menu } = setup();
    fireEvent.click(button);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(menu().parentElement!.contains(picker)).toBe(true);
    expect(screen.getAllByRole('combobox', { name: 'Language' })).toHaveLength(1);
  });
});
