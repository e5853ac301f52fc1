// Generated from openapi.yaml by packages/api-client/scripts/generate-rules.mjs (npm run generate).
// Do not edit: change the contract and run the generator.

export const rules = {
  "AvatarUpload": {
    "avatar": {
      "format": "binary",
      "maxBytes": 5242880,
      "mediaTypes": [
        "image/jpeg",
        "image/png"
      ],
      "messages": {
        "maxBytes": "File size is too large",
        "mediaType": "Unsupported file type",
        "required": "Avatar is required"
      }
    }
  },
  "BlogCreate": {
    "heading": {
      "minLength": 1,
      "maxLength": 150,
      "messages": {
        "required": "Heading is required",
        "minLength": "Heading is required",
        "maxLength": "Heading must be at most 150 characters long"
      }
    },
    "subHeading": {
      "minLength": 1,
      "maxLength": 5000,
      "messages": {
        "required": "Subheading is required",
        "minLength": "Subheading is required",
        "maxLength": "Subheading must be at most 5000 characters long"
      }
    },
    "content": {
      "minLength": 1,
      "maxLength": 204800,
      "messages": {
        "required": "Content is required",
        "minLength": "Content is required",
        "maxLength": "Content must be at most 200 KB"
      }
    },
    "blogCategory": {
      "minLength": 1,
      "maxLength": 50,
      "messages": {
        "required": "Category is required",
        "minLength": "Category is required",
        "maxLength": "Category must be at most 50 characters long"
      }
    },
    "blogImage": {
      "format": "binary",
      "maxBytes": 5242880,
      "mediaTypes": [
        "image/jpeg",
        "image/png"
      ],
      "messages": {
        "required": "Image is required",
        "maxBytes": "File size is too large",
        "mediaType": "Unsupported file type",
        "landscape": "Image must be landscape."
      }
    }
  },
  "BlogDraft": {
    "updatedAt": {
      "format": "date-time"
    }
  },
  "BlogDraftUpdate": {
    "heading": {
      "maxLength": 150,
      "messages": {
        "maxLength": "Heading must be at most 150 characters long"
      }
    },
    "subHeading": {
      "maxLength": 5000,
      "messages": {
        "maxLength": "Subheading must be at most 5000 characters long"
      }
    },
    "blogCategory": {
      "maxLength": 50,
      "messages": {
        "maxLength": "Category must be at most 50 characters long"
      }
    },
    "content": {
      "maxLength": 204800,
      "messages": {
        "maxLength": "Content must be at most 200 KB"
      }
    }
  },
  "BlogFields": {
    "createdAt": {
      "format": "date-time"
    },
    "totalLikes": {
      "minimum": 0
    }
  },
  "BlogLimit": {
    "minimum": 1,
    "maximum": 50
  },
  "BlogList": {
    "totalBlogs": {
      "minimum": 0
    }
  },
  "CaptionLanguage": {
    "minLength": 2,
    "maxLength": 12,
    "pattern": "^[a-z]{2,3}(-[A-Z]{2})?$",
    "messages": {
      "type": "Choose a caption language",
      "minLength": "Choose a caption language",
      "maxLength": "Choose a caption language",
      "pattern": "Choose a caption language"
    }
  },
  "CaptionPreference": {
    "enabled": {
      "messages": {
        "required": "Say whether captions are on",
        "type": "Say whether captions are on"
      }
    },
    "language": {
      "messages": {
        "required": "Choose a caption language"
      }
    }
  },
  "CertificateId": {
    "minLength": 1,
    "maxLength": 64
  },
  "CertificateRef": {
    "issuedAt": {
      "format": "date-time"
    }
  },
  "CertificateVerification": {
    "issuedAt": {
      "format": "date-time"
    }
  },
  "Comment": {
    "replyCount": {
      "minimum": 0
    },
    "createdAt": {
      "format": "date-time"
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "CommentBody": {
    "comment": {
      "minLength": 1,
      "maxLength": 2000,
      "pattern": "\\S",
      "messages": {
        "required": "Please enter a comment",
        "minLength": "Please enter a comment",
        "pattern": "Please enter a comment",
        "maxLength": "Comment must be at most 2000 characters long"
      }
    }
  },
  "CommentState": {
    "enum": [
      "visible",
      "deleted",
      "hidden"
    ]
  },
  "Course": {
    "lessonCount": {
      "minimum": 0
    },
    "totalLikes": {
      "minimum": 0
    }
  },
  "CourseList": {
    "totalCourses": {
      "minimum": 0
    }
  },
  "CourseProgressSummary": {
    "totalLessons": {
      "minimum": 0
    },
    "completedLessons": {
      "minimum": 0
    }
  },
  "CourseSummary": {
    "lessonCount": {
      "minimum": 0
    }
  },
  "Email": {
    "maxLength": 254,
    "format": "email",
    "messages": {
      "required": "Email is required",
      "minLength": "Email is required",
      "format": "Email is invalid",
      "maxLength": "Email is invalid"
    }
  },
  "Enrollment": {
    "enrolledAt": {
      "format": "date-time"
    },
    "expiresAt": {
      "format": "date-time"
    }
  },
  "Envelope": {
    "statusCode": {
      "minimum": 100,
      "maximum": 599
    }
  },
  "ErrorEnvelope": {
    "statusCode": {
      "minimum": 400,
      "maximum": 599
    }
  },
  "finishGoogleSignIn": {
    "code": {
      "maxLength": 4096
    },
    "state": {
      "maxLength": 512
    },
    "error": {
      "maxLength": 512
    }
  },
  "getDefaultAvatar": {
    "file": {
      "pattern": "^[A-Z0-9]-[0-9]{1,2}\\.svg$",
      "messages": {
        "pattern": "Avatar not found"
      }
    }
  },
  "getMedia": {
    "key": {
      "pattern": "^[A-Za-z0-9_-]{8,64}\\.(mp4|webm|vtt|png|jpg|jpeg|webp)$"
    },
    "signature": {
      "maxLength": 128
    },
    "Range": {
      "maxLength": 200
    }
  },
  "getUnreadNotifications": {
    "If-None-Match": {
      "maxLength": 100
    }
  },
  "GoogleExchangeBody": {
    "accessCode": {
      "pattern": "^[A-Za-z0-9_-]{43}$",
      "messages": {
        "required": "Google Sign in Failed please try again.",
        "pattern": "Google Sign in Failed please try again."
      }
    },
    "refreshCode": {
      "pattern": "^[A-Za-z0-9_-]{43}$",
      "messages": {
        "required": "Google Sign in Failed please try again.",
        "pattern": "Google Sign in Failed please try again."
      }
    }
  },
  "Health": {
    "status": {
      "enum": [
        "ok",
        "degraded"
      ]
    },
    "database": {
      "enum": [
        "sqlite",
        "postgres"
      ]
    },
    "redis": {
      "enum": [
        "up",
        "down"
      ]
    }
  },
  "Lesson": {
    "durationSeconds": {
      "minimum": 0
    },
    "totalLikes": {
      "minimum": 0
    }
  },
  "LessonProgress": {
    "positionSeconds": {
      "minimum": 0
    },
    "updatedAt": {
      "format": "date-time"
    }
  },
  "LessonProgressUpdate": {
    "messages": {
      "minProperties": "Send a position or whether the lesson is completed"
    },
    "positionSeconds": {
      "minimum": 0,
      "maximum": 86400,
      "messages": {
        "type": "The position must be a number of seconds",
        "minimum": "The position must be a number of seconds",
        "maximum": "The position must be a number of seconds"
      }
    },
    "completed": {
      "messages": {
        "type": "Completed must be true or false"
      }
    }
  },
  "LessonSummary": {
    "durationSeconds": {
      "minimum": 0
    }
  },
  "LikeState": {
    "totalLikes": {
      "minimum": 0
    }
  },
  "listBlogs": {
    "sortType": {
      "enum": [
        "trending",
        "latest"
      ]
    }
  },
  "listComments": {
    "limit": {
      "minimum": 1,
      "maximum": 100
    },
    "sort": {
      "enum": [
        "recent",
        "oldest"
      ],
      "messages": {
        "enum": "Sort must be recent or oldest"
      }
    },
    "after": {
      "pattern": "^[0-9]{1,15}_[a-f0-9]{24}$",
      "messages": {
        "pattern": "Invalid page cursor"
      }
    }
  },
  "listCourses": {
    "limit": {
      "minimum": 1,
      "maximum": 100
    }
  },
  "listMentionCandidates": {
    "q": {
      "maxLength": 30,
      "messages": {
        "maxLength": "Search must be at most 30 characters long"
      }
    }
  },
  "listNotifications": {
    "before": {
      "pattern": "^[0-9]{1,15}_[a-f0-9]{24}$",
      "messages": {
        "pattern": "Invalid page cursor"
      }
    },
    "limit": {
      "minimum": 1,
      "maximum": 50
    }
  },
  "listReplies": {
    "limit": {
      "minimum": 1,
      "maximum": 100
    }
  },
  "MentionTarget": {
    "type": {
      "enum": [
        "comment",
        "blog"
      ]
    }
  },
  "ModerationAction": {
    "action": {
      "enum": [
        "hide",
        "restore",
        "dismiss"
      ],
      "messages": {
        "enum": "Action must be hide, restore or dismiss"
      }
    }
  },
  "ModerationItem": {
    "openReports": {
      "minimum": 0
    },
    "lastReportedAt": {
      "format": "date-time"
    }
  },
  "ModerationQueue": {
    "total": {
      "minimum": 0
    }
  },
  "ModerationTargetType": {
    "enum": [
      "comment",
      "blog"
    ],
    "messages": {
      "enum": "Only comments, replies and blogs can be reported"
    }
  },
  "Notification": {
    "kind": {
      "enum": [
        "reply",
        "mention",
        "blogLike"
      ]
    },
    "createdAt": {
      "format": "date-time"
    },
    "count": {
      "minimum": 1
    }
  },
  "NotificationPage": {
    "unread": {
      "minimum": 0
    }
  },
  "ObjectId": {
    "pattern": "^[a-f0-9]{24}$",
    "messages": {
      "pattern": "Invalid id"
    }
  },
  "OneTimeToken": {
    "minLength": 16,
    "maxLength": 256,
    "pattern": "^[A-Za-z0-9_-]+$",
    "messages": {
      "minLength": "Invalid token. Please try again.",
      "maxLength": "Invalid token. Please try again.",
      "pattern": "Invalid token. Please try again."
    }
  },
  "Page": {
    "minimum": 1,
    "maximum": 100000
  },
  "Password": {
    "minLength": 8,
    "maxLength": 128,
    "messages": {
      "required": "Password is required",
      "minLength": "Password must be at least 8 characters long",
      "maxLength": "Password must be at most 128 characters long"
    }
  },
  "Profile": {
    "email": {
      "format": "email"
    },
    "pendingEmail": {
      "format": "email"
    }
  },
  "ProfileUpdate": {
    "messages": {
      "minProperties": "At least one field must be updated"
    },
    "firstName": {
      "minLength": 2,
      "maxLength": 50,
      "messages": {
        "minLength": "First name must be at least 2 characters long",
        "maxLength": "First name must be at most 50 characters long"
      }
    },
    "lastName": {
      "minLength": 2,
      "maxLength": 50,
      "messages": {
        "minLength": "Last name must be at least 2 characters long",
        "maxLength": "Last name must be at most 50 characters long"
      }
    },
    "phoneNumber": {
      "pattern": "^[0-9]{10}$",
      "messages": {
        "pattern": "Phone number must be exactly 10 digits"
      }
    },
    "currentPassword": {
      "minLength": 1,
      "maxLength": 128,
      "messages": {
        "minLength": "Enter your current password to change your email",
        "maxLength": "Current password is incorrect"
      }
    }
  },
  "RefreshTokenBody": {
    "refreshToken": {
      "minLength": 16,
      "maxLength": 256,
      "messages": {
        "minLength": "Invalid refresh token. Please Login!",
        "maxLength": "Invalid refresh token. Please Login!"
      }
    }
  },
  "ReportBody": {
    "reason": {
      "maxLength": 500,
      "messages": {
        "maxLength": "Reason must be at most 500 characters long"
      }
    }
  },
  "ResetPasswordBody": {
    "newPassword": {
      "minLength": 8,
      "maxLength": 128,
      "messages": {
        "required": "New Password is required",
        "minLength": "New Password must be at least 8 characters long",
        "maxLength": "New Password must be at most 128 characters long"
      }
    },
    "confirmPassword": {
      "minLength": 8,
      "maxLength": 128,
      "messages": {
        "required": "Confirm Password is required",
        "minLength": "Confirm Password must be at least 8 characters long",
        "maxLength": "Confirm Password must be at most 128 characters long"
      }
    }
  },
  "searchCourses": {
    "query": {
      "minLength": 1,
      "maxLength": 200,
      "pattern": "\\S",
      "messages": {
        "required": "Please enter a search query",
        "minLength": "Please enter a search query",
        "pattern": "Please enter a search query"
      }
    }
  },
  "UnreadNotifications": {
    "unread": {
      "minimum": 0
    }
  },
  "User": {
    "email": {
      "format": "email"
    },
    "createdAt": {
      "format": "date-time"
    },
    "role": {
      "enum": [
        "learner",
        "moderator"
      ]
    }
  },
  "Username": {
    "minLength": 4,
    "maxLength": 30,
    "pattern": "^[A-Za-z0-9_.]+$",
    "messages": {
      "required": "Username is required",
      "minLength": "Username must be at least 4 characters long",
      "maxLength": "Username must be at most 30 characters long",
      "pattern": "Username may contain only letters, digits, _ and ."
    }
  },
  "VerifyOtpBody": {
    "otp": {
      "minLength": 6,
      "maxLength": 6,
      "pattern": "^[0-9]{6}$",
      "messages": {
        "required": "Please enter the OTP.",
        "minLength": "OTP must be exactly 6 digits long",
        "maxLength": "OTP must be exactly 6 digits long",
        "pattern": "OTP must be exactly 6 digits long"
      }
    }
  }
};
