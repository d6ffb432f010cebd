import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@storefront/shared/ui';
import { Carousel } from './Carousel';
import { slides } from './slides';

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const renderCarousel = () =>
  render(
    <ThemeProvider theme={theme}>
      <Carousel slides={slides} intervalMs={5000} />
    </ThemeProvider>,
  );

const jump = (n: number) => screen.getByRole('button', { name: `Slide ${n}` });
/** The slide people (and screen readers) can see: hidden ones are aria-hidden and inert. */
const visibleSlide = () => screen.getByRole('group', { name: /of 3$/ });

describe('the home carousel', () => {
  beforeEach(() => setReducedMotion(false));
  afterEach(() => jest.useRealTimers());

  it('has jump links 1, 2, 3 and marks the current slide', () => {
    renderCarousel();
    expect(screen.getByRole('group', { name: 'Choose a slide' })).toHaveTextContent('Slide 1Slide 2Slide 3');
    expect(jump(1)).toHaveAttribute('aria-current', 'true');
    expect(jump(2)).not.toHaveAttribute('aria-current');
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('heading', { name: slides[0]!.title })).toBeInTheDocument();
  });

  it('jumps to a slide from its link, and previous/next wrap around', () => {
    renderCarousel();
    fireEvent.click(jump(3));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    expect(jump(3)).toHaveAttribute('aria-current', 'true');
    expect(jump(1)).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
  });

  it('moves between the jump links with the arrow keys, Home and End', () => {
    renderCarousel();
    act(() => jump(1).focus());
    fireEvent.keyDown(jump(1), { key: 'ArrowRight' });
    expect(jump(2)).toHaveFocus();
    expect(jump(2)).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(jump(2), { key: 'End' });
    expect(jump(3)).toHaveFocus();
    fireEvent.keyDown(jump(3), { key: 'ArrowRight' });
    expect(jump(1)).toHaveFocus();
    fireEvent.keyDown(jump(1), { key: 'ArrowLeft' });
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
  });

  it('loads the first picture first and the others lazily, all with their size', () => {
    renderCarousel();
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of [...images].slice(1)) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('fetchpriority', 'low');
    }
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '500');
      expect(image.getAttribute('alt')).not.toBe('');
    }
  });

  it('asks for the other pictures once the first has arrived, or at once for a slide shown', () => {
    render(
      <ThemeProvider theme={theme}>
        <Carousel slides={slides} intervalMs={5000} />
      </ThemeProvider>,
    );
    const images = () => [...document.querySelectorAll('img')];
    expect(images().map((image) => image.getAttribute('src'))).toEqual([slides[0]!.image, null, null]);
    fireEvent.click(jump(3));
    expect(images()[2]).toHaveAttribute('src', slides[2]!.image);
    expect(images()[1]).not.toHaveAttribute('src');
    fireEvent.load(images()[0]!);
    expect(images().map((image) => image.getAttribute('src'))).toEqual(slides.map((slide) => slide.image));
  });

  it('advances by itself, and stops while pointed at, focused or paused', () => {
    jest.useFakeTimers();
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Highlights' });
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');

    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(15000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(5000));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');

    act(() => jump(1).focus());
    act(() => jest.advanceTimersByTime(15000));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    act(() => jump(1).blur());

    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    act(() => jest.advanceTimersByTime(15000));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeInTheDocument();
  });

  it('never moves by itself for people who asked for reduced motion', () => {
    setReducedMotion(true);
    jest.useFakeTimers();
    renderCarousel();
    act(() => jest.advanceTimersByTime(30000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.queryByRole('button', { name: /slide show/ })).not.toBeInTheDocument();
  });
});
