/**
 * A heading whose words stay whole on any screen (see `useFitWords`): a long name shrinks the
 * heading's font instead of being cut mid-word. `text` is what it shows (or names its link).
 */
import { Title, type TitleProps } from '@mantine/core';
import { useFitWords } from './use-fit-words';

export interface FitTitleProps extends Omit<TitleProps, 'children'> {
  text: string;
  /** Content other than the plain text, e.g. a link around it. */
  children?: TitleProps['children'];
  lang?: string;
}

export function FitTitle({ text, children, ...props }: FitTitleProps) {
  const ref = useFitWords<HTMLHeadingElement>(text);
  return (
    <Title ref={ref} {...props}>
      {children ?? text}
    </Title>
  );
}
