import type { ManagedApp } from '@platform/contract';
import { Col, ColorPicker, Divider, Form, Input, Radio, Row, Select, Switch } from 'antd';
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
import { appMessages as t } from './messages';

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
  return (
    <CrudFormDrawer
      target={app}
      onClose={onClose}
      name="appForm"
      size={680}
      titles={{ add: t.addTitle, edit: (row) => t.editTitle(row.name) }}
      okText={t.save}
      queryKey={systemAppQueryKeys.all}
      initialValues={(row) => (row ? appFormValuesOf(row) : NEW_APP_VALUES)}
      save={(values: AppFormValues, row) =>
        row ? updateApp(updateAppBodyOf(row.id, values)) : addApp(addAppBodyOf(values))
      }
      onSaved={({ data }) => applyIfCurrentApp(data)}
    >
      <Divider titlePlacement="start">{t.sectionBasic}</Divider>
      <Row gutter={16}>
        <Col span={12}>
          <TextItem name="name" label={t.name} required={t.nameRequired} max={50} />
        </Col>
        <Col span={12}>
          <Form.Item
            name="key"
            label={t.key}
            rules={app ? [] : [check(appKeyProblem)]}
            extra={app ? t.keyFixed : undefined}
          >
            <Input maxLength={32} disabled={!!app} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="logo" label={t.logo} rules={[check(addressProblem), { max: 1000 }]}>
        <LogoField />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="domain" label={t.domain} rules={[check(domainProblem), { max: 200 }]}>
            <Input placeholder={t.domainPlaceholder} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="ssoUrl" label={t.ssoUrl} rules={[check(addressProblem), { max: 1000 }]}>
            <Input placeholder={t.ssoUrlPlaceholder} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="privileges" label={t.privileges}>
        <Select mode="tags" placeholder={t.privilegesPlaceholder} open={false} suffixIcon={null} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={8}>
          <SortItem label={t.sort} required />
        </Col>
        <Col span={8}>
          <Form.Item name="enabled" label={t.status} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="showTenantName"
            label={t.showTenantName}
            valuePropName="checked"
            tooltip={t.showTenantNameHint}
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t.sectionLook}</Divider>
      <Row gutter={16}>
        <Col span={16}>
          <Form.Item name={['config', 'layout']} label={t.layout}>
            <Radio.Group
              optionType="button"
              options={[
                { value: '1', label: t.layoutLeft },
                { value: '2', label: t.layoutHead },
                { value: '3', label: t.layoutMixed },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name={['config', 'tagsView']} label={t.tagsView} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={14}>
          <Row gutter={16}>
            <Col span={12}>
              <ColourItem name="menuBg" label={t.menuBg} />
            </Col>
            <Col span={12}>
              <ColourItem name="menuText" label={t.menuText} />
            </Col>
            <Col span={12}>
              <ColourItem name="menuActiveText" label={t.menuActiveText} />
            </Col>
            <Col span={12}>
              <ColourItem name="menuActiveBg" label={t.menuActiveBg} clearable />
            </Col>
          </Row>
        </Col>
        <Col span={10}>
          <Form.Item label={t.preview}>
            <MenuPreview />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['config', 'icon']} label={t.icon} extra={t.iconHint}>
        <IconPicker placeholder={t.iconPlaceholder} />
      </Form.Item>
    </CrudFormDrawer>
  );
}
