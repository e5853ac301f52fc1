import { describe, expect, it } from 'vitest';
import { listOperations, readOpenApiDocument } from './openapi-document.js';
import {
  createSerialiserCompiler,
  SerialisationMismatch,
  successResponseSchemas,
} from './response-serialisation.js';

const document = readOpenApiDocument();

function successSchemaOf(operationId: string, status: string) {
  const operation = listOperations(document).find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  const item = document.paths[operation.path]?.[operation.method] as Record<string, unknown>;
  const schema = successResponseSchemas(item, document.components)?.[status];
  if (!schema) throw new Error(`no ${status} schema for ${operationId}`);
  return schema;
}

const comment = {
  _id: '665f1c2ab4d0e3a1f2c3d4e7',
  lessonId: '665f1c2ab4d0e3a1f2c3d4f1',
  comment: 'Why does the effect run twice?',
  html: '<p>Why does the effect run twice?</p>',
  parentId: null,
  replyCount: 0,
  state: 'visible',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  owner: {
    _id: '665f1c2ab4d0e3a1f2c3d4e8',
    username: 'ada',
    avatar: { url: '/api/v1/default-avatars/A-3.svg' },
  },
};
const envelope = (data: unknown) => ({
  statusCode: 200,
  data,
  message: 'Comments fetched successfully',
  success: true,
});

describe('answers serialised from the contract', () => {
  it('every success answer of the contract has a schema that compiles', () => {
    const compile = createSerialiserCompiler();
    for (const operation of listOperations(document)) {
      const item = document.paths[operation.path]?.[operation.method] as Record<string, unknown>;
      for (const [status, schema] of Object.entries(
        successResponseSchemas(item, document.components) ?? {},
      )) {
        expect(() =>
          compile({ schema, method: operation.method, url: operation.path, httpStatus: status }),
        ).not.toThrow();
      }
    }
  });

  it('writes the same JSON as JSON.stringify for what the contract describes, nulls included', () => {
    const serialise = createSerialiserCompiler({ checkAgainstJson: true })({
      schema: successSchemaOf('listComments', '200'),
      method: 'get',
      url: '/c/comments/{id}',
      httpStatus: '200',
    });
    expect(JSON.parse(serialise(envelope([comment])))).toEqual(envelope([comment]));
    const draft = successSchemaOf('getBlogDraft', '200');
    const serialiseDraft = createSerialiserCompiler({ checkAgainstJson: true })({
      schema: draft,
      method: 'get',
      url: '/blogs/draft',
      httpStatus: '200',
    });
    expect(JSON.parse(serialiseDraft(envelope(null)))).toEqual(envelope(null));
  });

  it('fails, in tests, an answer carrying a field its schema does not list instead of dropping it', () => {
    const schema = successSchemaOf('listComments', '200');
    const answer = envelope([{ ...comment, pinned: true }]);
    // Without the check the field would silently disappear: this is what the check is there to catch.
    const unchecked = createSerialiserCompiler()({
      schema,
      method: 'get',
      url: '/c/comments/{id}',
      httpStatus: '200',
    });
    expect(JSON.parse(unchecked(answer)).data[0]).not.toHaveProperty('pinned');
    const checked = createSerialiserCompiler({ checkAgainstJson: true })({
      schema,
      method: 'get',
      url: '/c/comments/{id}',
      httpStatus: '200',
    });
    expect(() => checked(answer)).toThrow(SerialisationMismatch);
  });

  it('fails, in tests, an answer whose value the schema would change (a fraction where an integer is promised)', () => {
    const checked = createSerialiserCompiler({ checkAgainstJson: true })({
      schema: successSchemaOf('getCourse', '200'),
      method: 'get',
      url: '/courses/{courseId}',
      httpStatus: '200',
    });
    const course = {
      _id: '665f1c2ab4d0e3a1f2c3d4e6',
      title: 'React',
      subTitle: 'Components',
      about: 'Hooks',
      thumbnail: { url: '/media/7f3a9c1e0b2d4f6a8c1e3b5d.jpg' },
      lessonCount: 1,
      syllabus: [
        { _id: '665f1c2ab4d0e3a1f2c3d4f1', title: 'One', subHeading: 'Start', durationSeconds: 42.5 },
      ],
      lessonTitles: [{ _id: '665f1c2ab4d0e3a1f2c3d4f1', title: 'One' }],
      totalLikes: 0,
      isUserLiked: false,
      isEnrolled: false,
      isFavorite: false,
      enrollment: null,
    };
    expect(() => checked(envelope(course))).toThrow(SerialisationMismatch);
    const whole = { ...course, syllabus: [{ ...course.syllabus[0], durationSeconds: 42 }] };
    expect(JSON.parse(checked(envelope(whole)))).toEqual(envelope(whole));
  });
});

describe('the contract\'s "X or null" when serialising', () => {
  it('becomes X marked nullable, so no validator runs per answer; requests keep the oneOf', () => {
    const schema = successSchemaOf('getCourse', '200');
    expect(JSON.stringify(schema)).not.toContain('"oneOf"');
    expect(JSON.stringify(successSchemaOf('getBlogDraft', '200'))).not.toContain('"oneOf"');
    const components = document.components as {
      schemas: Record<string, { properties: Record<string, unknown> }>;
    };
    expect(components.schemas.Course?.properties.enrollment).toEqual({
      oneOf: [{ $ref: '#/components/schemas/Enrollment' }, { type: 'null' }],
    });
  });

  it('writes both the value and null', () => {
    const serialise = createSerialiserCompiler({ checkAgainstJson: true })({
      schema: successSchemaOf('getLesson', '200'),
      method: 'get',
      url: '/c/syllabus/{courseId}/{lessonId}',
      httpStatus: '200',
    });
    const lesson = {
      _id: '665f1c2ab4d0e3a1f2c3d4f1',
      courseId: '665f1c2ab4d0e3a1f2c3d4e6',
      title: 'One',
      subHeading: 'Start',
      durationSeconds: 42,
      video: { url: '/media/3c5e7a9b1d2f4e6a8b0c2d4e.mp4?expires=1&signature=a' },
      captions: [
        {
          language: 'en',
          label: 'English',
          url: '/media/4d6f8a0c2e4b6d8f0a2c4e6a.vtt?expires=1&signature=a',
        },
      ],
      isEnrolled: true,
      isUserLiked: false,
      totalLikes: 0,
    };
    expect(JSON.parse(serialise(envelope(lesson)))).toEqual(envelope(lesson));
    const locked = { ...lesson, video: null, captions: [], isEnrolled: false };
    expect(JSON.parse(serialise(envelope(locked)))).toEqual(envelope(locked));
  });
});
