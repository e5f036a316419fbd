// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventStyle } from '../../shared/api/events';
import { colorWithOpacity, resolveGuestStyle } from '../../shared/domain/guest-style';
import { en } from '../../shared/i18n/en/index';
import { pl } from '../../shared/i18n/pl/index';
import { renderWithProviders } from '../../test/web/render';
import { GuestPageView, type GuestPageViewProps } from './guest-page-view';

/** The view in the owner app in `uiLanguage`, holding the event's language too (StylePreview's care). */
function renderView(props: Partial<GuestPageViewProps> = {}, uiLanguage: 'pl' | 'en' = 'en') {
  return renderWithProviders(
    <GuestPageView
      name="Wesele Ani i Tomka"
      eventDate="2026-06-20"
      language="pl"
      style={{}}
      guestbookVisible
      mode="page"
      {...props}
    />,
    { language: uiLanguage, heldLanguages: [props.language ?? 'pl'] },
  );
}

describe('GuestPageView', () => {
  it('shows the name, the date and the buttons in the event language, not the interface one', () => {
    renderView({}, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Wesele Ani i Tomka' })).toBeDefined();
    expect(screen.getByText('20 czerwca 2026')).toBeDefined();
    expect(screen.getByRole('button', { name: pl.guestPage.buttons.shareMemories })).toBeDefined();
    expect(screen.getByRole('button', { name: pl.guestPage.message })).toBeDefined();
    expect(screen.getByRole('button', { name: pl.guestPage.voice })).toBeDefined();
  });

  it('formats the date and texts in English for an English event', () => {
    renderView({ language: 'en', style: { button: { preset: 'addYourPhotos' } } }, 'pl');
    expect(screen.getByText('20 June 2026')).toBeDefined();
    expect(screen.getByRole('button', { name: en.guestPage.buttons.addYourPhotos })).toBeDefined();
  });

  it('shows the custom button text, the top and bottom texts', () => {
    renderView({
      style: {
        button: { preset: 'custom', customText: 'Wrzućcie fotki!' },
        topText: { text: 'Zapraszamy' },
        bottomText: { text: 'na wesele' },
      },
    });
    expect(screen.getByRole('button', { name: 'Wrzućcie fotki!' })).toBeDefined();
    expect(screen.getByText('Zapraszamy')).toBeDefined();
    expect(screen.getByText('na wesele')).toBeDefined();
  });

  it('shows only the upload button in one-button mode or with the guestbook hidden', () => {
    const { unmount } = renderView({ style: { button: { oneButton: true } } });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    unmount();
    renderView({ guestbookVisible: false });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('reports the action chosen, and none while actions are disabled', async () => {
    const onAction = vi.fn();
    const { user, unmount } = renderView({ onAction });
    await user.click(screen.getByRole('button', { name: pl.guestPage.voice }));
    await user.click(screen.getByRole('button', { name: pl.guestPage.buttons.shareMemories }));
    expect(onAction.mock.calls).toEqual([['voice'], ['upload']]);
    unmount();
    const disabled = vi.fn();
    renderView({ onAction: disabled, actionsDisabled: true });
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveProperty('disabled', true);
  });

  it('renders children in the gallery slot, and applies the owner colours', () => {
    const style: EventStyle = {
      backgroundColor: '#112233',
      textColor: '#fafafa',
      gallery: { color: '#abcdef', frameRadius: 20 },
      button: { color: '#ff0000', radius: 4 },
      topText: { background: true, color: '#000000', opacity: 0.5, radius: 8 },
      backgroundImages: { mobile: '/media/e1/style/background-mobile?v=1' },
    };
    const { container } = renderView({ style, children: <p>Galeria gości</p> });
    const root = container.querySelector('[data-mode="page"]') as HTMLElement;
    expect(root.style.getPropertyValue('--guest-bg-color')).toBe('#112233');
    expect(root.style.getPropertyValue('--guest-text-color')).toBe('#fafafa');
    expect(root.style.getPropertyValue('--guest-gallery-color')).toBe('#abcdef');
    expect(root.style.getPropertyValue('--guest-frame-radius')).toBe('20px');
    expect(root.style.getPropertyValue('--guest-button-radius')).toBe('4px');
    // Only a mobile image: the desktop layout uses it too.
    expect(root.style.getPropertyValue('--guest-bg-desktop')).toBe(
      'url("/media/e1/style/background-mobile?v=1")',
    );
    const top = container.querySelector('[data-block="top"]') as HTMLElement;
    expect(top.style.background).toBe('rgba(0, 0, 0, 0.5)');
    expect(screen.getByText('Galeria gości')).toBeDefined();
  });

  it('in a preview shows the chosen device background, no page heading and inert buttons', () => {
    renderView({
      mode: 'preview',
      device: 'desktop',
      style: { backgroundImages: { mobile: '/m.png', desktop: '/d.png' } },
    });
    // Labelled for the owner in the interface language (en), while the page speaks Polish.
    const region = screen.getByRole('region', { name: en.guestPage.previewLabel });
    expect(region.style.getPropertyValue('--guest-bg-mobile')).toBe('url("/d.png")');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(within(region).getByText('Wesele Ani i Tomka')).toBeDefined();
    expect(screen.getByRole('navigation').hasAttribute('inert')).toBe(true);
  });
});

describe('guest style helpers', () => {
  it('fills defaults and keeps what the owner set', () => {
    const style = resolveGuestStyle({ button: { color: '#000000' } });
    expect(style.button.color).toBe('#000000');
    expect(style.button.preset).toBe('shareMemories');
    expect(style.backgroundSize).toBe('full');
  });

  it('turns a colour and an opacity into rgba', () => {
    expect(colorWithOpacity('#fff', 0.25)).toBe('rgba(255, 255, 255, 0.25)');
    expect(colorWithOpacity('#00000080', 1)).toBe('rgba(0, 0, 0, 0.502)');
    expect(colorWithOpacity('red', 1)).toBe('transparent');
  });
});
