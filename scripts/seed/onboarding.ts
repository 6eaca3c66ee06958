import { count, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accountOpeningRequests, organizations } from '@/db/schema';
import type { OnboardingStatus } from '@/lib/onboarding/rules';
import { createAccountOpeningRequestSchema } from '@/lib/onboarding/schemas';
import { createAccountOpeningRequest, transitionAccountOpeningRequest } from '@/lib/onboarding/service';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';

type DemoRequest = {
  legalName: string;
  tradeName: string;
  taxId: string;
  contact: { name: string; email: string; phone: string; taxId: string };
  city: string;
  state: string;
  zipCode: string;
  street: string;
  daysAgo: number;
  /** The moves after `pending`, with the operator's note, one every few hours. */
  steps: [OnboardingStatus, string?][];
};

/** One request in each status, each reached the way an operator would have moved it. */
const DEMO_REQUESTS: DemoRequest[] = [
  {
    legalName: 'Café Aurora Comércio de Alimentos Ltda',
    tradeName: 'Café Aurora',
    taxId: '21432989812551',
    contact: {
      name: 'Beatriz Lima',
      email: 'beatriz@cafeaurora.example',
      phone: '+5511987650001',
      taxId: '41526251639',
    },
    city: 'São Paulo',
    state: 'SP',
    zipCode: '01310100',
    street: 'Avenida Paulista',
    daysAgo: 1,
    steps: [],
  },
  {
    legalName: 'Oficina Ponteiro Serviços Automotivos Ltda',
    tradeName: 'Oficina Ponteiro',
    taxId: '11654517585593',
    contact: { name: 'Carlos Mendes', email: 'carlos@ponteiro.example', phone: '+5531988760002', taxId: '60306253739' },
    city: 'Belo Horizonte',
    state: 'MG',
    zipCode: '30130010',
    street: 'Rua da Bahia',
    daysAgo: 3,
    steps: [['due_diligence_review', 'Documents received; checking the partners.']],
  },
  {
    legalName: 'Ateliê Flor de Lis Artesanato Ltda',
    tradeName: 'Ateliê Flor de Lis',
    taxId: '43969367147490',
    contact: {
      name: 'Daniela Rocha',
      email: 'daniela@flordelis.example',
      phone: '+5541999870003',
      taxId: '01701114313',
    },
    city: 'Curitiba',
    state: 'PR',
    zipCode: '80020310',
    street: 'Rua XV de Novembro',
    daysAgo: 8,
    steps: [['due_diligence_review'], ['active', 'Due diligence passed.']],
  },
  {
    legalName: 'Sebo Azul Livraria e Papelaria Ltda',
    tradeName: 'Livraria Sebo Azul',
    taxId: '41412230281560',
    contact: { name: 'Eduardo Prado', email: 'eduardo@seboazul.example', phone: '+552133334444', taxId: '16043345099' },
    city: 'Rio de Janeiro',
    state: 'RJ',
    zipCode: '20040002',
    street: 'Rua do Ouvidor',
    daysAgo: 20,
    steps: [
      ['due_diligence_review'],
      ['active', 'Due diligence passed.'],
      ['inactive', 'No transactions for 60 days; paused at the merchant’s request.'],
    ],
  },
  {
    legalName: 'Distribuidora Norte Sul Comércio Ltda',
    tradeName: 'Norte Sul Distribuidora',
    taxId: '11646937898496',
    contact: {
      name: 'Fernanda Alves',
      email: 'fernanda@nortesul.example',
      phone: '+5591988880005',
      taxId: '60201286017',
    },
    city: 'Belém',
    state: 'PA',
    zipCode: '66010000',
    street: 'Avenida Presidente Vargas',
    daysAgo: 12,
    steps: [['due_diligence_review'], ['canceled', 'The partners’ documents were not sent within 10 days.']],
  },
  {
    legalName: 'Quatro Patas Pet Shop Ltda',
    tradeName: 'Pet Shop Quatro Patas',
    taxId: '15909709853400',
    contact: {
      name: 'Gustavo Reis',
      email: 'gustavo@quatropatas.example',
      phone: '+5551991230006',
      taxId: '55087359175',
    },
    city: 'Porto Alegre',
    state: 'RS',
    zipCode: '90010150',
    street: 'Rua dos Andradas',
    daysAgo: 40,
    steps: [
      ['due_diligence_review'],
      ['active', 'Due diligence passed.'],
      ['closed', 'The company closed its business.'],
    ],
  },
];

const STEP_MS = 4 * 3_600_000;

/** Demo Store's account opening requests, once: skipped when the organization already has any. */
export async function seedDemoOnboarding(db: Db, now = new Date()): Promise<void> {
  const [organization] = await db.select().from(organizations).where(eq(organizations.name, 'Demo Store'));
  if (!organization) return;
  const { existing } = theRow(
    await db
      .select({ existing: count() })
      .from(accountOpeningRequests)
      .where(eq(accountOpeningRequests.organizationId, organization.id)),
    'count of accountOpeningRequests',
  );
  if (existing > 0) return;
  const actor = { userId: null, apiKeyId: null };
  for (const plan of DEMO_REQUESTS) {
    const createdAt = new Date(now.getTime() - plan.daysAgo * 86_400_000);
    const input = createAccountOpeningRequestSchema.parse({
      company: {
        legal_name: plan.legalName,
        trade_name: plan.tradeName,
        tax_id: plan.taxId,
        contacts: [
          {
            name: plan.contact.name,
            email: plan.contact.email,
            phone: plan.contact.phone,
            tax_id: plan.contact.taxId,
            role: 'legal_representative',
          },
        ],
        address: [
          {
            city: plan.city,
            state: plan.state,
            country: 'BR',
            zip_code: plan.zipCode,
            street: plan.street,
            number: '100',
          },
        ],
      },
    });
    const { request } = await createAccountOpeningRequest(db, organization.id, {
      input,
      apiKeyId: null,
      actor,
      now: createdAt,
    });
    for (const [offset, [status, reason]] of plan.steps.entries()) {
      await transitionAccountOpeningRequest(
        db,
        testScope(organization.id),
        request.id,
        { status, reason },
        actor,
        new Date(createdAt.getTime() + (offset + 1) * STEP_MS),
      );
    }
  }
}
