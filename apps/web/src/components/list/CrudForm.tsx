// The add/edit dialogs of list pages: a modal and a drawer around one form. Saving runs the page's
// request, says what the server answered (保存成功, 新增成功), closes, and reloads the module's queries;
// a refused save shows the server's reason under each field it names.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Modal, Space, type FormInstance, type FormProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../../api/refusal';

export interface CrudFormProps<Row, V, Saved extends { msg: string }> {
  /** The row being edited; null adds one; undefined keeps the dialog closed (the controller's `editing`). */
  target: Row | null | undefined;
  onClose: () => void;
  /** The form's name: the id the OK button submits. */
  name: string;
  /** Leave `add` out for a dialog that only edits (bind, move). */
  titles: { add?: string; edit: string | ((row: Row) => string) };
  /** The form's values when adding (target null) or editing a row. */
  initialValues: (target: Row | null) => FormProps<V>['initialValues'];
  save: (values: V, target: Row | null) => Promise<Saved>;
  /** The module's query-key root, reloaded after a save. */
  queryKey: QueryKey;
  /** After a save and the dialog closing, e.g. to open the next step for a new row. */
  onSaved?: (saved: Saved, created: boolean) => void;
  okText?: string;
  children: ReactNode;
}

type FieldPath = string | number | readonly (string | number)[];

/**
 * The fields among `fields` that the server refused in `error`, each with its reason: a refusal names
 * the field as `body.<path>` (`body.name`, `body.config.menuBg`), or as `query.<name>` for a value the
 * call sends in its address (bindPageLayout?pageId=).
 */
export function fieldRefusals<N extends FieldPath>(
  error: unknown,
  fields: readonly N[],
): { name: N; errors: string[] }[] {
  return fields.flatMap((name) => {
    const path = Array.isArray(name) ? name.join('.') : String(name);
    const reason = refusalOf(error, `body.${path}`) ?? refusalOf(error, `query.${path}`);
    return reason ? [{ name, errors: [reason] }] : [];
  });
}

/** Puts the server's refusal of a save under each field of `form` that it names. */
export function showFieldRefusals(form: FormInstance, error: unknown): void {
  // Every field the form shows, so that a refusal of any of them lands under it.
  const fields = form.getFieldsError().map((field) => field.name);
  form.setFields(fieldRefusals(error, fields));
}

function RefusableForm<V>({
  name,
  initialValues,
  error,
  onFinish,
  children,
}: {
  name: string;
  initialValues: FormProps<V>['initialValues'];
  error: unknown;
  onFinish: (values: V) => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<V>();
  useEffect(() => {
    if (error) showFieldRefusals(form, error);
  }, [error, form]);
  return (
    <Form<V>
      form={form}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      scrollToFirstError
    >
      {children}
    </Form>
  );
}

function useCrudForm<Row, V, Saved extends { msg: string }>(props: CrudFormProps<Row, V, Saved>) {
  const { target, onClose, onSaved, titles } = props;
  // A fresh form for each thing opened: the dialog may be reopened before its closing animation has
  // unmounted the previous form, which would keep the old values.
  const [opened, setOpened] = useState({ target, generation: 0 });
  if (opened.target !== target) {
    setOpened({ target, generation: target === undefined ? opened.generation : opened.generation + 1 });
  }
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: V) => props.save(values, target ?? null),
    onSuccess: (saved) => {
      void message.success(saved.msg);
      void queryClient.invalidateQueries({ queryKey: props.queryKey });
      onClose();
      onSaved?.(saved, !target);
    },
  });
  const title = !target ? titles.add : typeof titles.edit === 'string' ? titles.edit : titles.edit(target);
  const close = () => {
    save.reset();
    onClose();
  };
  const form = (
    <RefusableForm<V>
      key={opened.generation}
      name={props.name}
      error={save.error}
      initialValues={target === undefined ? undefined : props.initialValues(target)}
      onFinish={(values) => save.mutate(values)}
    >
      {props.children}
    </RefusableForm>
  );
  return { open: target !== undefined, title, close, saving: save.isPending, form };
}

/** An add/edit form in a modal (新增/修改). */
export function CrudFormModal<Row, V, Saved extends { msg: string }>(
  props: CrudFormProps<Row, V, Saved> & { width?: number },
) {
  const { open, title, close, saving, form } = useCrudForm(props);
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      open={open}
      width={props.width}
      onCancel={close}
      okButtonProps={{ htmlType: 'submit', form: props.name }}
      okText={props.okText ?? t('ok')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      {form}
    </Modal>
  );
}

/** An add/edit form in a drawer, for forms too long for a modal; its buttons sit in the header. */
export function CrudFormDrawer<Row, V, Saved extends { msg: string }>(
  props: CrudFormProps<Row, V, Saved> & { size?: number },
) {
  const { open, title, close, saving, form } = useCrudForm(props);
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={close}
      title={title}
      size={props.size}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="primary" htmlType="submit" form={props.name} loading={saving}>
            {props.okText ?? t('ok')}
          </Button>
        </Space>
      }
    >
      {form}
    </Drawer>
  );
}
