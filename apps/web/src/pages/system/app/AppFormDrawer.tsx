import type { ManagedApp } from '@platform/contract';
import { Col, ColorPicker, Divider, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { addApp, systemAppQueryKeys, updateApp } from '../../../api/system-app';
import { CrudFormDrawer, SortItem, TextItem } from '../../../components/list';
import { DEFAULT_SETTINGS, PRESET_THEME_COLORS } from '../../../stores/settings';
import { IconPicker } from '../resource/IconPicker';
import { colourText } from './appConfig';
import { applyIfCurrentApp } from './currentApp';
import {
  addAppBodyOf,
  addressProblem,
  appFormValuesOf,
  appKeyProblem,
  domainProblem,
  NEW_APP_VALUES,
  updateAppBodyOf,
  type AppFormValues,
} from './appForm';
import { LogoField } from './LogoField';
import { MenuPreview } from './MenuPreview';

export interface AppFormDrawerProps {
  /** The app being edited; `null` adds a new one; `undefined` keeps the drawer closed. */
  app: ManagedApp | null | undefined;
  onClose: () => void;
}

const COLOUR_PRESETS = [
  {
    label: '',
    colors: [...new Set([DEFAULT_SETTINGS.menuBg, '#ffffff', ...PRESET_THEME_COLORS])],
    defaultOpen: true,
  },
];

const check = (problem: (value: string | undefined) => string | undefined) => ({
  validator: (_: unknown, value: string | undefined) => {
    const reason = problem(value);
    return reason ? Promise.reject(new Error(reason)) : Promise.resolve();
  },
});

// The picker's colour library does not know the keyword: it would show 'transparent' as black.
const pickerValue = (value: string | undefined) => ({
  value: value === 'transparent' ? 'rgba(0, 0, 0, 0)' : value,
});

function ColourItem({ name, label, clearable }: { name: string; label: string; clearable?: boolean }) {
  return (
    <Form.Item
      name={['config', name]}
      label={label}
      getValueProps={pickerValue}
      getValueFromEvent={(color: Parameters<typeof colourText>[0]) => colourText(color)}
    >
      <ColorPicker
        showText={(color) => colourText(color)}
        allowClear={clearable}
        presets={COLOUR_PRESETS}
        disabledFormat
      />
    </Form.Item>
  );
}

/** Adds or edits an application: its name, key, addresses, and the look it asks of the shell. */
export function AppFormDrawer({ app, onClose }: AppFormDrawerProps) {
  const { t } = useTranslation('system');
  return (
    <CrudFormDrawer
      target={app}
      onClose={onClose}
      name="appForm"
      size={680}
      titles={{ add: t('app.form.addTitle'), edit: (row) => t('app.form.editTitle', { name: row.name }) }}
      okText={t('app.form.save')}
      queryKey={systemAppQueryKeys.all}
      initialValues={(row) => (row ? appFormValuesOf(row) : NEW_APP_VALUES)}
      save={(values: AppFormValues, row) =>
        row ? updateApp(updateAppBodyOf(row.id, values)) : addApp(addAppBodyOf(values))
      }
      onSaved={({ data }) => applyIfCurrentApp(data)}
    >
      <Divider titlePlacement="start">{t('app.form.sectionBasic')}</Divider>
      <Row gutter={16}>
        <Col span={12}>
          <TextItem name="name" label={t('app.form.name')} required={t('app.form.nameRequired')} max={50} />
        </Col>
        <Col span={12}>
          <TextItem
            name="nameEn"
            label={t('app.form.nameEn')}
            placeholder={t('app.form.nameEnPlaceholder')}
            max={50}
          />
        </Col>
        <Col span={12}>
          <Form.Item
            name="key"
            label={t('app.form.key')}
            rules={app ? [] : [check(appKeyProblem)]}
            extra={app ? t('app.form.keyFixed') : undefined}
          >
            <Input maxLength={32} disabled={!!app} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="logo" label={t('app.form.logo')} rules={[check(addressProblem), { max: 1000 }]}>
        <LogoField />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="domain" label={t('app.form.domain')} rules={[check(domainProblem), { max: 200 }]}>
            <Input placeholder={t('app.form.domainPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="ssoUrl"
            label={t('app.form.ssoUrl')}
            rules={[check(addressProblem), { max: 1000 }]}
          >
            <Input placeholder={t('app.form.ssoUrlPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="privileges" label={t('app.form.privileges')}>
        <Select
          mode="tags"
          placeholder={t('app.form.privilegesPlaceholder')}
          open={false}
          suffixIcon={null}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={8}>
          <SortItem label={t('app.form.sort')} required />
        </Col>
        <Col span={8}>
          <Form.Item name="enabled" label={t('app.form.status')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="showTenantName"
            label={t('app.form.showTenantName')}
            valuePropName="checked"
            tooltip={t('app.form.showTenantNameHint')}
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('app.form.sectionLook')}</Divider>
      <Row gutter={16}>
        <Col span={16}>
          <Form.Item name={['config', 'layout']} label={t('app.form.layout')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: '1', label: t('app.form.layoutLeft') },
                { value: '2', label: t('app.form.layoutHead') },
                { value: '3', label: t('app.form.layoutMixed') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name={['config', 'tagsView']} label={t('app.form.tagsView')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={14}>
          <Row gutter={16}>
            <Col span={12}>
              <ColourItem name="menuBg" label={t('app.form.menuBg')} />
            </Col>
            <Col span={12}>
              <ColourItem name="menuText" label={t('app.form.menuText')} />
            </Col>
            <Col span={12}>
              <ColourItem name="menuActiveText" label={t('app.form.menuActiveText')} />
            </Col>
            <Col span={12}>
              <ColourItem name="menuActiveBg" label={t('app.form.menuActiveBg')} clearable />
            </Col>
          </Row>
        </Col>
        <Col span={10}>
          <Form.Item label={t('app.form.preview')}>
            <MenuPreview />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['config', 'icon']} label={t('app.form.icon')} extra={t('app.form.iconHint')}>
        <IconPicker placeholder={t('app.form.iconPlaceholder')} />
      </Form.Item>
    </CrudFormDrawer>
  );
}
