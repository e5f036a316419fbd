/**
 * The Guest page tab: the style of the guest page (background, texts and
 * font, buttons, gallery) beside a live preview that shows the draft before
 * it is saved.
 */
import {
  Fieldset,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  backgroundSizes,
  buttonTextPresets,
  contentPositions,
  type EventStyle,
  maxStyleTextLength,
  styleFonts,
} from '../../../../shared/api/events';
import { readsWell } from '../../../../shared/domain/contrast';
import type { ResolvedTextBlock } from '../../../../shared/domain/guest-style';
import { formatSize, maxBackgroundImageBytes } from '../../../../shared/domain/limits';
import type { EventDetail } from '../../../shared/api/get-event';
import { BackgroundField } from './background-field';
import { ColorField } from './color-field';
import type { DraftEditor } from './draft-editor';
import classes from './settings.module.css';
import { StylePreview } from './style-preview';

/** A labelled slider (Mantine's Slider has no label of its own). */
function SliderField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onChange: (value: number) => void;
}) {
  const id = `slider-${props.label.replace(/\W+/g, '-')}`;
  return (
    <Stack gap={4}>
      <Input.Label id={id} component="span">
        {props.label}
      </Input.Label>
      <Slider
        value={props.value}
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        onChange={props.onChange}
        label={(value) => `${value}${props.unit ?? ''}`}
        thumbProps={{ 'aria-labelledby': id }}
        mb="xs"
      />
    </Stack>
  );
}

function TextBlockFields({
  which,
  block,
  onChange,
}: {
  which: 'topText' | 'bottomText';
  block: ResolvedTextBlock;
  onChange: (patch: Partial<ResolvedTextBlock>) => void;
}) {
  const { t } = useTranslation();
  const prefix = 'eventSettings.guestPage.texts';
  const label = t(`${prefix}.${which}`);
  return (
    <Stack gap="sm" className={classes.textBlock}>
      <Textarea
        label={label}
        placeholder={t(
          which === 'topText' ? `${prefix}.topPlaceholder` : `${prefix}.bottomPlaceholder`,
        )}
        value={block.text}
        onChange={(change) => onChange({ text: change.currentTarget.value })}
        maxLength={maxStyleTextLength}
        autosize
        minRows={1}
        maxRows={4}
      />
      <Switch
        label={`${t(`${prefix}.box`)} (${label.toLocaleLowerCase()})`}
        checked={block.background}
        onChange={(change) => onChange({ background: change.currentTarget.checked })}
      />
      {block.background && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ColorField
            label={t(`${prefix}.boxColor`)}
            value={block.color}
            onChange={(color) => onChange({ color })}
          />
          <SliderField
            label={t(`${prefix}.boxRadius`)}
            value={block.radius}
            min={0}
            max={48}
            unit=" px"
            onChange={(radius) => onChange({ radius })}
          />
          <SliderField
            label={t(`${prefix}.boxTransparency`)}
            value={Math.round((1 - block.opacity) * 100)}
            min={0}
            max={100}
            step={5}
            unit=" %"
            onChange={(transparency) => onChange({ opacity: (100 - transparency) / 100 })}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function GuestPageTab({ event, editor }: { event: EventDetail; editor: DraftEditor }) {
  const { t } = useTranslation();
  const { draft, updateStyle } = editor;
  const style = draft.style;
  const [device, setDevice] = useState<'mobile' | 'desktop'>('mobile');
  const prefix = 'eventSettings.guestPage';
  const previewStyle: EventStyle = { ...style, backgroundImages: event.style.backgroundImages };

  return (
    <div className={classes.styleLayout}>
      <Stack gap="lg" className={classes.styleForm}>
        <Text size="sm" c="dimmed">
          {t(`${prefix}.lead`)}
        </Text>

        <Fieldset legend={t(`${prefix}.sections.background`)} className={classes.fieldset}>
          <Stack gap="md">
            <Text size="xs" c="dimmed">
              {t(`${prefix}.background.hint`, { max: formatSize(maxBackgroundImageBytes) })}
            </Text>
            <BackgroundField
              eventId={event.id}
              variant="mobile"
              url={event.style.backgroundImages?.mobile}
            />
            <BackgroundField
              eventId={event.id}
              variant="desktop"
              url={event.style.backgroundImages?.desktop}
            />
            <ColorField
              label={t(`${prefix}.background.color`)}
              value={style.backgroundColor}
              onChange={(backgroundColor) => updateStyle({ backgroundColor })}
            />
            <Select
              label={t(`${prefix}.background.size`)}
              data={backgroundSizes.map((size) => ({
                value: size,
                label: t(`${prefix}.background.sizes.${size}`),
              }))}
              value={style.backgroundSize}
              onChange={(value) =>
                value && updateStyle({ backgroundSize: value as typeof style.backgroundSize })
              }
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Stack gap={4}>
              <Input.Label component="span" id="content-position-label">
                {t(`${prefix}.background.position`)}
              </Input.Label>
              <SegmentedControl
                aria-labelledby="content-position-label"
                value={style.contentPosition}
                onChange={(value) =>
                  updateStyle({ contentPosition: value as typeof style.contentPosition })
                }
                data={contentPositions.map((position) => ({
                  value: position,
                  label: t(`${prefix}.background.positions.${position}`),
                }))}
                className={classes.segmented}
              />
            </Stack>
          </Stack>
        </Fieldset>

        <Fieldset legend={t(`${prefix}.sections.texts`)} className={classes.fieldset}>
          <Stack gap="md">
            <TextBlockFields
              which="topText"
              block={style.topText}
              onChange={(patch) => updateStyle({ topText: { ...style.topText, ...patch } })}
            />
            <TextBlockFields
              which="bottomText"
              block={style.bottomText}
              onChange={(patch) => updateStyle({ bottomText: { ...style.bottomText, ...patch } })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <ColorField
                label={t(`${prefix}.texts.textColor`)}
                value={style.textColor}
                onChange={(textColor) => updateStyle({ textColor })}
              />
              <Select
                label={t(`${prefix}.texts.font`)}
                data={[...styleFonts]}
                value={style.font}
                onChange={(value) => value && updateStyle({ font: value as typeof style.font })}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
              <SliderField
                label={t(`${prefix}.texts.titleSize`)}
                value={style.titleFontSize}
                min={16}
                max={96}
                unit=" px"
                onChange={(titleFontSize) => updateStyle({ titleFontSize })}
              />
              <SliderField
                label={t(`${prefix}.texts.textSize`)}
                value={style.textFontSize}
                min={12}
                max={40}
                unit=" px"
                onChange={(textFontSize) => updateStyle({ textFontSize })}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t(`${prefix}.sections.buttons`)} className={classes.fieldset}>
          <Stack gap="md">
            <Select
              label={t(`${prefix}.buttons.text`)}
              data={buttonTextPresets.map((preset) => ({
                value: preset,
                label:
                  preset === 'custom'
                    ? t(`${prefix}.buttons.custom`)
                    : t(`guestPage.buttons.${preset}`),
              }))}
              value={style.button.preset}
              onChange={(value) =>
                value &&
                updateStyle({
                  button: { ...style.button, preset: value as typeof style.button.preset },
                })
              }
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {style.button.preset === 'custom' && (
              <TextInput
                label={t(`${prefix}.buttons.customText`)}
                value={style.button.customText}
                onChange={(change) =>
                  updateStyle({
                    button: { ...style.button, customText: change.currentTarget.value },
                  })
                }
                maxLength={maxStyleTextLength}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <ColorField
                label={t(`${prefix}.buttons.color`)}
                value={style.button.color}
                onChange={(color) => updateStyle({ button: { ...style.button, color } })}
              />
              <ColorField
                label={t(`${prefix}.buttons.textColor`)}
                value={style.button.textColor}
                onChange={(textColor) => updateStyle({ button: { ...style.button, textColor } })}
              />
            </SimpleGrid>
            {!readsWell(style.button.textColor, style.button.color) && (
              // Guests read the buttons in a dim hall or in the sun; saving is still the host's call.
              <Text size="sm" c="clay.8" role="status" data-testid="button-contrast">
                {t(`${prefix}.buttons.lowContrast`)}
              </Text>
            )}
            <SliderField
              label={t(`${prefix}.buttons.radius`)}
              value={style.button.radius}
              min={0}
              max={40}
              unit=" px"
              onChange={(radius) => updateStyle({ button: { ...style.button, radius } })}
            />
            <Switch
              label={t(`${prefix}.buttons.oneButton`)}
              description={t(`${prefix}.buttons.oneButtonHint`)}
              checked={style.button.oneButton}
              onChange={(change) =>
                updateStyle({
                  button: { ...style.button, oneButton: change.currentTarget.checked },
                })
              }
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t(`${prefix}.sections.gallery`)} className={classes.fieldset}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ColorField
              label={t(`${prefix}.gallery.color`)}
              value={style.gallery.color}
              onChange={(color) => updateStyle({ gallery: { ...style.gallery, color } })}
            />
            <SliderField
              label={t(`${prefix}.gallery.frameRadius`)}
              value={style.gallery.frameRadius}
              min={0}
              max={40}
              unit=" px"
              onChange={(frameRadius) =>
                updateStyle({ gallery: { ...style.gallery, frameRadius } })
              }
            />
          </SimpleGrid>
        </Fieldset>
      </Stack>

      <aside className={classes.previewColumn} aria-labelledby="live-preview-title">
        <Stack gap="xs" className={classes.previewSticky}>
          <Title order={3} id="live-preview-title" className={classes.boxTitle}>
            {t(`${prefix}.preview`)}
          </Title>
          <Text size="xs" c="dimmed">
            {t(`${prefix}.previewHint`)}
          </Text>
          <SegmentedControl
            size="xs"
            value={device}
            onChange={(value) => setDevice(value as 'mobile' | 'desktop')}
            data={[
              { value: 'mobile', label: t(`${prefix}.device.mobile`) },
              { value: 'desktop', label: t(`${prefix}.device.desktop`) },
            ]}
          />
          <StylePreview
            name={draft.name}
            eventDate={event.eventDate}
            language={draft.language}
            style={previewStyle}
            guestbookVisible={draft.settings.guestbookVisible}
            device={device}
          >
            <SampleGallery label={t(`${prefix}.gallery.sample`)} />
          </StylePreview>
        </Stack>
      </aside>
    </div>
  );
}

/** Placeholder tiles that show the gallery's colour and frame radius in the preview. */
export function SampleGallery({ label }: { label: string }) {
  return (
    <div className={classes.sampleGallery} role="img" aria-label={label}>
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <span key={index} className={classes.sampleTile} data-tone={index % 3} />
      ))}
    </div>
  );
}
