// Demo of the server-driven page renderer (issue 23): in each demo tenant, its own dictionary 供应商等级
// with three items, a designer form to register an item, and a page layout bound to the system menu's
// 页面渲染示例 page (route name PageRenderDemo): the items listed with filters and paging, a delete row
// action with a confirmation, buttons to add an item in a dialog and to open the dictionary page, and
// the same form on the page itself. The platform administrator (a system manager of both tenants)
// finds it working after signing in.
import type { Db } from '../db/client.js';
import { dicts, pageLayouts } from '../db/schema/index.js';
import { addForm, field, Kind, template } from './business.js';

/** The route name of the demo menu page: the pageId its layout is bound to. */
export const PAGE_RENDER_DEMO_PAGE = 'PageRenderDemo';
export const PAGE_RENDER_DEMO_DICT = 'supplier_level';
const R = '/api/api-system/data/resource';

const ITEM_FORM = template([
  field({ type: 'input', label: '等级名称', model: 'name', required: true }),
  field({
    type: 'input',
    label: '等级编码',
    model: 'code',
    required: true,
    options: { placeholder: '字母、数字、下划线，如 supplier_level_d' },
  }),
  field({ type: 'input', label: '等级值', model: 'value' }),
  field({ type: 'textarea', label: '说明', model: 'remark' }),
]);

const ITEMS = [
  {
    code: 'supplier_level_a',
    name: 'A 级（优选）',
    value: 'A',
    remark: '近三年无质量事故，审核得分 90 以上',
  },
  { code: 'supplier_level_b', name: 'B 级（合格）', value: 'B', remark: '审核得分 75–90' },
  { code: 'supplier_level_c', name: 'C 级（观察）', value: 'C', remark: '存在待关闭的不符合项', status: 0 },
];

/** The demo page schema (README "Page layouts" shows the same shape). */
export function demoPage(formId: string, dictId: string) {
  const submit = { method: 'POST', url: `${R}/saveDict`, params: { parentId: dictId } };
  const statuses = [
    { label: '启用', value: 1 },
    { label: '停用', value: 0 },
  ];
  return {
    type: 'page',
    title: '供应商等级',
    blocks: [
      {
        type: 'actions',
        buttons: [
          { label: '新增等级', action: 'form', kind: 'primary', formId, title: '新增供应商等级', submit },
          { label: '字典管理', action: 'route', to: '/dict' },
        ],
      },
      {
        type: 'list',
        title: '等级列表',
        query: {
          method: 'POST',
          url: `${R}/getDictItemPageList`,
          params: { code: PAGE_RENDER_DEMO_DICT },
          dataPath: 'items',
          totalPath: 'total',
        },
        filters: [
          { name: 'name', label: '名称', type: 'input' },
          { name: 'status', label: '状态', type: 'select', options: statuses },
        ],
        columns: [
          { name: 'name', label: '等级名称' },
          { name: 'code', label: '编码' },
          { name: 'value', label: '等级值', width: 90 },
          { name: 'status', label: '状态', width: 90, options: statuses },
          { name: 'remark', label: '说明' },
        ],
        paging: { pageSize: 10 },
        rowActions: [
          {
            label: '删除',
            action: 'api',
            danger: true,
            confirm: '确定删除等级“${name}”吗？',
            api: { method: 'POST', url: `${R}/delDict?dictId=\${id}` },
          },
        ],
      },
      { type: 'form', title: '登记供应商等级', formId, submit, submitLabel: '登记' },
    ],
  };
}

export async function seedPageRenderDemo(db: Db, tenantIds: Map<string, string>): Promise<void> {
  for (const tenantId of tenantIds.values()) {
    const [dict] = await db
      .insert(dicts)
      .values({ tenantId, code: PAGE_RENDER_DEMO_DICT, name: '供应商等级', remark: '页面渲染示例的数据' })
      .returning({ id: dicts.id });
    await db.insert(dicts).values(
      ITEMS.map(({ status = 1, ...item }, sort) => ({
        tenantId,
        parentId: dict!.id,
        sort,
        status,
        ...item,
      })),
    );
    const formId = await addForm(db, tenantId, '平台管理员', Kind.indicator, '供应商等级登记表', ITEM_FORM, {
      description: '页面渲染示例：新增一个供应商等级',
      formGroupId: '页面渲染示例',
    });
    await db.insert(pageLayouts).values({
      tenantId,
      name: '供应商等级页',
      pageId: PAGE_RENDER_DEMO_PAGE,
      body: JSON.stringify(demoPage(formId, dict!.id), null, 2),
    });
  }
}
